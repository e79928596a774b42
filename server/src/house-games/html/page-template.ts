// The one template of the house pages' HTML: the head (charset, viewport, the site's origins for postMessage,
// title, the stylesheet), the body's class, and the page's script. `{{PARENT_ORIGINS}}` is filled by the route
// at start with the site's origins (CORS_ORIGINS). Runs at build time; no user text ever reaches it.

/** A fragment without its surrounding blank lines (indentation kept). */
const block = (html: string) => html.replace(/^\n+/, '').trimEnd();

export interface PageSpec {
  title: string;
  /** `lang` of the document before the page's script sets the member's language. */
  lang?: string;
  bodyClass?: string;
  /** Game pages live at /house/play/<code> (assets at ../assets/), the verifier at /house/fairness (assets/). */
  assets: '../assets/' | 'assets/';
  /** The page's entry script (a bundle of the build), or none (a static page). */
  script?: string;
  /** Game pages fill the whole frame, phone-safe. */
  viewportFit?: boolean;
  /** The site's origins for postMessage (none for a page that posts nothing). */
  parentOrigins?: boolean;
  body: string;
}

export function pageHtml(spec: PageSpec): string {
  const viewport = `width=device-width,initial-scale=1${spec.viewportFit ? ',viewport-fit=cover' : ''}`;
  return [
    '<!doctype html>',
    `<html lang="${spec.lang ?? 'ko'}">`,
    '<head>',
    '<meta charset="utf-8">',
    `<meta name="viewport" content="${viewport}">`,
    ...(spec.parentOrigins === false ? [] : ['<meta name="house-parent-origins" content="{{PARENT_ORIGINS}}">']),
    `<title>${spec.title}</title>`,
    '<link rel="icon" href="data:,">',
    `<link rel="stylesheet" href="${spec.assets}house.css">`,
    '</head>',
    `<body${spec.bodyClass ? ` class="${spec.bodyClass}"` : ''}>`,
    block(spec.body),
    ...(spec.script ? [`<script type="module" src="${spec.assets}${spec.script}"></script>`] : []),
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** A game page: the stage (the game's table) above its controls; the shell adds the bar and dialogs. */
export function gamePage(spec: { title: string; engine: string; stage: string; controls: string; controlsClass?: string }): string {
  return pageHtml({
    title: spec.title,
    bodyClass: `game game-${spec.engine}`,
    assets: '../assets/',
    script: `page-${spec.engine}.js`,
    viewportFit: true,
    body: `<main class="stage">\n${block(spec.stage)}\n</main>\n<footer class="controls${spec.controlsClass ? ` ${spec.controlsClass}` : ''}">\n${block(spec.controls)}\n</footer>`,
  });
}

/** The bet stepper of the slots and the crash game. */
export const BET_BOX = `
  <div class="bet-box">
    <button type="button" class="step" data-testid="bet-down" data-i18n-label="betDown">−</button>
    <div class="value"><span data-i18n="bet"></span><strong data-testid="bet-amount">—</strong></div>
    <button type="button" class="step" data-testid="bet-up" data-i18n-label="betUp">+</button>
  </div>`;
