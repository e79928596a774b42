// Slot symbols drawn as small inline SVGs (no image files, no fonts beyond the system's). Gradients live once in a
// hidden <svg> added to the page, so the many reel cells share them. Markup here is constant, never user text.

const DEFS = `
<svg class="svg-defs" width="0" height="0" aria-hidden="true" focusable="false"><defs>
  <linearGradient id="hg-gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff3b0"/><stop offset=".45" stop-color="#ffc83d"/><stop offset="1" stop-color="#b7791f"/></linearGradient>
  <linearGradient id="hg-red" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ff8a80"/><stop offset=".5" stop-color="#e53935"/><stop offset="1" stop-color="#8e0000"/></linearGradient>
  <linearGradient id="hg-cyan" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e0f7ff"/><stop offset=".5" stop-color="#4fc3f7"/><stop offset="1" stop-color="#0277bd"/></linearGradient>
  <linearGradient id="hg-purple" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e1bee7"/><stop offset=".5" stop-color="#ab47bc"/><stop offset="1" stop-color="#4a148c"/></linearGradient>
  <linearGradient id="hg-wild" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ff80ab"/><stop offset=".5" stop-color="#d500f9"/><stop offset="1" stop-color="#4527a0"/></linearGradient>
  <radialGradient id="hg-lemon" cx=".35" cy=".35" r=".7"><stop offset="0" stop-color="#fffde7"/><stop offset=".5" stop-color="#ffee58"/><stop offset="1" stop-color="#f9a825"/></radialGradient>
  <radialGradient id="hg-orange" cx=".35" cy=".35" r=".7"><stop offset="0" stop-color="#ffe0b2"/><stop offset=".5" stop-color="#ff9800"/><stop offset="1" stop-color="#e65100"/></radialGradient>
  <radialGradient id="hg-cherry" cx=".35" cy=".35" r=".7"><stop offset="0" stop-color="#ffcdd2"/><stop offset=".5" stop-color="#e53935"/><stop offset="1" stop-color="#7f0000"/></radialGradient>
  <radialGradient id="hg-grape" cx=".35" cy=".35" r=".7"><stop offset="0" stop-color="#e1bee7"/><stop offset=".55" stop-color="#8e24aa"/><stop offset="1" stop-color="#38006b"/></radialGradient>
  <radialGradient id="hg-coin" cx=".4" cy=".35" r=".7"><stop offset="0" stop-color="#fffde7"/><stop offset=".5" stop-color="#ffca28"/><stop offset="1" stop-color="#ff8f00"/></radialGradient>
</defs></svg>`;

const svg = (body: string) => `<svg viewBox="0 0 100 100" aria-hidden="true" focusable="false">${body}</svg>`;
const label = (text: string, y: number, size: number, fill: string, stroke: string) =>
  `<text x="50" y="${y}" text-anchor="middle" font-family="Arial Black, Arial, Helvetica, sans-serif" font-weight="900" font-size="${size}" fill="${fill}" stroke="${stroke}" stroke-width="2" paint-order="stroke">${text}</text>`;

const SHAPES: Record<string, string> = {
  W: svg(`<path d="M50 6l12 27 29 3-22 19 7 29-26-15-26 15 7-29L9 36l29-3z" fill="url(#hg-wild)" stroke="#fff" stroke-width="2.5"/>${label('WILD', 62, 19, '#fff', '#4a148c')}`),
  S: svg(`<circle cx="50" cy="50" r="40" fill="url(#hg-coin)" stroke="#b26a00" stroke-width="4"/><circle cx="50" cy="50" r="30" fill="none" stroke="#fff8e1" stroke-width="2" stroke-dasharray="4 4"/><path d="M50 25l7 15 16 2-12 11 3 16-14-8-14 8 3-16-12-11 16-2z" fill="#fff8e1" stroke="#b26a00" stroke-width="2"/>`),
  7: svg(`${label('7', 84, 92, 'url(#hg-red)', '#ffd54f')}`),
  D: svg(`<path d="M22 36l14-16h28l14 16-28 46z" fill="url(#hg-cyan)" stroke="#e1f5fe" stroke-width="2.5"/><path d="M22 36h56M36 20l-4 16 18 46 18-46-4-16M32 36l18-16 18 16" fill="none" stroke="#e1f5fe" stroke-width="1.6" opacity=".8"/>`),
  B: svg(`<path d="M50 14c-4 0-6 3-6 6-13 4-20 16-20 30v14l-8 8h68l-8-8V50c0-14-7-26-20-30 0-3-2-6-6-6z" fill="url(#hg-gold)" stroke="#8d6e00" stroke-width="2.5"/><circle cx="50" cy="80" r="7" fill="#8d6e00"/><path d="M36 44c2-8 7-13 14-15" stroke="#fff8e1" stroke-width="4" fill="none" stroke-linecap="round" opacity=".8"/>`),
  R: svg(`<rect x="10" y="30" width="80" height="40" rx="8" fill="#212121" stroke="url(#hg-gold)" stroke-width="5"/>${label('BAR', 61, 26, '#ffd54f', '#212121')}`),
  C: svg(`<path d="M52 14c-4 18-14 30-22 42M52 14c6 16 12 26 22 36" stroke="#2e7d32" stroke-width="5" fill="none" stroke-linecap="round"/><path d="M52 14c10-6 22-4 28 2-10 4-20 4-28-2z" fill="#43a047"/><circle cx="30" cy="66" r="18" fill="url(#hg-cherry)"/><circle cx="70" cy="62" r="18" fill="url(#hg-cherry)"/><circle cx="24" cy="60" r="4" fill="#fff" opacity=".7"/><circle cx="64" cy="56" r="4" fill="#fff" opacity=".7"/>`),
  L: svg(`<ellipse cx="50" cy="54" rx="36" ry="28" fill="url(#hg-lemon)" stroke="#f57f17" stroke-width="2.5" transform="rotate(-18 50 54)"/><path d="M80 36l8-6M20 72l-8 6" stroke="#f9a825" stroke-width="5" stroke-linecap="round"/><path d="M36 44c6-6 14-8 22-7" stroke="#fff" stroke-width="4" fill="none" stroke-linecap="round" opacity=".7"/>`),
  G: svg(`<path d="M50 12v12" stroke="#5d4037" stroke-width="5" stroke-linecap="round"/><path d="M52 18c10-8 24-6 30 0-12 6-22 6-30 0z" fill="#43a047"/>${[[38, 34], [62, 34], [50, 50], [30, 52], [70, 52], [40, 68], [60, 68], [50, 84]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="12" fill="url(#hg-grape)"/>`).join('')}`),
  P: svg(`<path d="M50 16c2-6 8-8 12-8" stroke="#5d4037" stroke-width="4" fill="none" stroke-linecap="round"/><path d="M54 14c10-6 22-2 26 4-12 4-20 2-26-4z" fill="#43a047"/><ellipse cx="50" cy="56" rx="32" ry="36" fill="url(#hg-purple)"/><path d="M50 22c-4 20-4 48 0 70" stroke="#4a148c" stroke-width="2" fill="none" opacity=".6"/><ellipse cx="38" cy="42" rx="6" ry="10" fill="#fff" opacity=".35"/>`),
  O: svg(`<circle cx="50" cy="56" r="34" fill="url(#hg-orange)" stroke="#e65100" stroke-width="2"/><path d="M50 22c2-8 10-12 18-10-4 8-10 12-18 10z" fill="#43a047"/><circle cx="50" cy="24" r="3" fill="#5d4037"/><path d="M34 44c4-6 10-9 16-10" stroke="#fff" stroke-width="4" fill="none" stroke-linecap="round" opacity=".6"/>`),
};

export function installSymbolDefs() {
  if (document.getElementById('hg-gold')) return;
  const holder = document.createElement('div');
  holder.innerHTML = DEFS;
  if (holder.firstElementChild) document.body.append(holder.firstElementChild);
}

/** The SVG markup of a symbol id. */
export const symbolSvg = (id: string): string => SHAPES[id] ?? svg(label(String(id), 62, 40, '#fff', '#000'));
