// index.html with a drawn first screen (withFirstScreen): what the document's head and root become.
import { withFirstScreen } from './site';
import type { Drawn } from '../first-screen/types';

const INDEX = '<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="theme-color" content="#121212"><title>Casino</title>'
  + '<meta name="description" content="기본 설명"></head><body><div id="root"><div id="boot">…</div></div></body></html>';

const drawn = (over: Partial<Drawn> = {}): Drawn => ({
  language: 'en', htmlAttributes: { lang: 'en', 'data-theme': 'light' }, preload: '<link rel="preload" as="image" href="/a.avif">',
  head: '<style>x{}</style>', root: '<main>lobby</main>', themeColor: '#ffffff',
  title: 'Casino <Demo> & Co', description: 'Slots, "live" casino & more', ...over,
});

test('gives the document the site\'s title and the description in the view\'s language, as text', () => {
  const html = withFirstScreen(INDEX, drawn());
  expect(html).toContain('<title>Casino &lt;Demo&gt; &amp; Co</title>');
  expect(html).toContain('<meta name="description" content="Slots, &quot;live&quot; casino &amp; more">');
  expect(html).not.toContain('기본 설명');
  expect(html.match(/<title>/g)).toHaveLength(1);
  expect(html.match(/name="description"/g)).toHaveLength(1);
});

test('sets the theme, the picture preloads first in the head, the styles last, and the screen inert in #root', () => {
  const html = withFirstScreen(INDEX, drawn());
  expect(html).toContain('<html lang="en" data-theme="light">');
  expect(html).toContain('<meta name="theme-color" content="#ffffff">');
  expect(html).toMatch(/^<!doctype html><html [^>]*><head><link rel="preload" as="image" href="\/a.avif">/);
  expect(html).toContain('<style>x{}</style></head>');
  expect(html).toContain('<div class="casino-first-screen" inert><main>lobby</main></div>');
});

test('keeps replacement patterns in drawn text as they are', () => {
  const html = withFirstScreen(INDEX, drawn({ title: 'a $& b', description: "c $' d" }));
  expect(html).toContain('<title>a $&amp; b</title>');
  expect(html).toContain('content="c $\' d"');
});
