// The demo-table stand-in page that a launch link opens inside the site's game frame. It may be framed only
// by the site's own origins (CSP frame-ancestors = CORS_ORIGINS), runs one inline script under a nonce, and
// talks to the frame with postMessage: `{type:'balance'}` when it opens (the frame refreshes the balance)
// and `{type:'close'}` from its button. Messages go only to an allowed parent origin.
import { DEMO_TABLE_TEXTS } from './demo-table-texts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Embedding JSON in a script: no `</script>` or HTML comment can break out. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function demoTableCsp(nonce: string, frameAncestors: string[]): string {
  const ancestors = frameAncestors.length > 0 ? frameAncestors.join(' ') : "'none'";
  return [
    "default-src 'none'", `style-src 'nonce-${nonce}'`, `script-src 'nonce-${nonce}'`, "img-src 'self' data:",
    `frame-ancestors ${ancestors}`, "base-uri 'none'", "form-action 'none'",
  ].join('; ');
}

const STYLE = `
  html,body{margin:0;height:100%;font-family:system-ui,'Noto Sans KR',sans-serif;background:#0b3d2e;color:#f5f5f5}
  body{display:flex;align-items:center;justify-content:center;background:radial-gradient(circle at 50% 40%,#17694d,#0b3d2e 70%)}
  main{text-align:center;padding:24px;max-width:560px}
  .provider{opacity:.8;letter-spacing:.08em;text-transform:uppercase;font-size:14px}
  h1{margin:8px 0 12px;font-size:clamp(24px,6vw,44px)}
  .badge{display:inline-block;padding:4px 12px;border-radius:999px;background:#ffca28;color:#1a1a1a;font-weight:700}
  p{line-height:1.6}
  button{margin-top:16px;padding:10px 20px;border:0;border-radius:8px;background:#ff9800;color:#1a1a1a;font-weight:700;font-size:16px;cursor:pointer}
`;

function script(allowedOrigins: string[]): string {
  return `(function(){
  var allowed = ${scriptJson(allowedOrigins)};
  function parentOrigin(){
    var list = (location.ancestorOrigins && location.ancestorOrigins.length) ? [location.ancestorOrigins[0]] : [];
    try { if (document.referrer) list.push(new URL(document.referrer).origin); } catch (e) {}
    for (var i = 0; i < list.length; i++) if (allowed.indexOf(list[i]) >= 0) return list[i];
    return null;
  }
  function send(message){
    var origin = parentOrigin();
    if (origin && window.parent !== window) window.parent.postMessage(message, origin);
  }
  send({ type: 'balance' });
  var close = document.getElementById('close');
  if (close) close.addEventListener('click', function(){ send({ type: 'close' }); });
})();`;
}

export interface DemoTablePage { gameTitle: string; providerTitle: string; language: string; nonce: string; allowedOrigins: string[] }

export function demoTablePage(page: DemoTablePage): string {
  const t = DEMO_TABLE_TEXTS[page.language] ?? DEMO_TABLE_TEXTS.ko!;
  return `<!doctype html>
<html lang="${escapeHtml(page.language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(page.gameTitle)}</title><style nonce="${page.nonce}">${STYLE}</style></head>
<body><main data-testid="demo-table">
<div class="provider">${escapeHtml(page.providerTitle)}</div>
<h1 data-testid="demo-game-title">${escapeHtml(page.gameTitle)}</h1>
<span class="badge">${escapeHtml(t.badge)}</span>
<p>${escapeHtml(t.body)}</p>
<button id="close" type="button">${escapeHtml(t.close)}</button>
</main><script nonce="${page.nonce}">${script(page.allowedOrigins)}</script></body></html>`;
}

export function expiredPage(language: string, nonce: string): string {
  const t = DEMO_TABLE_TEXTS[language] ?? DEMO_TABLE_TEXTS.ko!;
  return `<!doctype html>
<html lang="${escapeHtml(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(t.expiredTitle)}</title><style nonce="${nonce}">${STYLE}</style></head>
<body><main data-testid="demo-table-expired"><h1>${escapeHtml(t.expiredTitle)}</h1><p>${escapeHtml(t.expiredBody)}</p></main></body></html>`;
}
