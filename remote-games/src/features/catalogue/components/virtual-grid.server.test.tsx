/**
 * @jest-environment node
 */
// The grid as the server's first screen draws it (no window, no layout): its columns follow the width by CSS, so a
// phone's first paint has the live page's two cards a row (issue 48 §2), and a grid of fixed columns keeps them.
import { renderToString } from 'react-dom/server';
import { CARD_ROW_STEPS } from '@casino/shared';
import { responsiveGridCss, VirtualGrid } from './virtual-grid';

const items = Array.from({ length: 13 }, (_, i) => `card${i}`);
const draw = (props: Partial<Parameters<typeof VirtualGrid<string>>[0]> = {}) => renderToString(
  <VirtualGrid testId="grid" items={items} perRow={6} itemKey={(x) => x} renderItem={(x) => <span>{x}</span>} {...props} />,
);

test('with responsive columns: two a row on a phone, four from 960 px, six from 1280 px, stated as CSS for this grid', () => {
  const html = draw({ responsiveColumns: CARD_ROW_STEPS });
  const id = /data-grid="([^"]+)"/.exec(html)?.[1];
  expect(id).toBeTruthy();
  const css = /<style>(.*?)<\/style>/.exec(html)?.[1]?.replace(/&quot;/g, '"');
  expect(css).toBe(`[data-grid="${id}"]{grid-template-columns:repeat(2,minmax(0,1fr))}`
    + `@media (min-width:960px){[data-grid="${id}"]{grid-template-columns:repeat(4,minmax(0,1fr))}}`
    + `@media (min-width:1280px){[data-grid="${id}"]{grid-template-columns:repeat(6,minmax(0,1fr))}}`);
  expect(html).not.toContain('grid-template-columns:repeat(6, minmax(0, 1fr))');
  expect(html).toContain('card12');
});

test('without them (the drawer): the given columns at every width, no style of its own', () => {
  const html = draw({ perRow: 2 });
  expect(html).toContain('grid-template-columns:repeat(2, minmax(0, 1fr))');
  expect(html).not.toContain('<style>');
  expect(html).not.toContain('data-grid');
});

test("a grid id cannot close the selector's quotes", () => {
  expect(responsiveGridCss('a"]{x}\\', [{ minWidth: 0, perRow: 2 }])).toBe('[data-grid="a]{x}"]{grid-template-columns:repeat(2,minmax(0,1fr))}');
});
