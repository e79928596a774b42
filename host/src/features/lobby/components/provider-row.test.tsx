// The lobby row's pictures made for phones (issue 48 §3/§4): AVIF/WebP sources in 1×–3× widths with a PNG fallback,
// the cards in view eager (the row's first at high priority on the page's first row), the rest only once scrolled,
// every picture with its size, and the title as text.
import { fireEvent, screen } from '@testing-library/react';
import { registerNamespace, seedFirstScreen } from '@casino/shared';
import { okResult, renderWith, setupI18n } from '@casino/shared/testing';
import { setSite } from '../../../startup/site';
import { getProviders } from '../api/get-providers';
import { ProviderRow } from './provider-row';

jest.mock('../api/get-providers', () => ({ ...jest.requireActual('../api/get-providers'), getProviders: jest.fn() }));
const mockedGet = jest.mocked(getProviders);

const titles = ['오로라 라이브', 'Blue Lotus', 'Crown Table', 'Dragon Gate', 'Emerald', 'Golden Deck', 'Harbor', 'Imperial', 'Jade', 'Kraken'];

beforeEach(async () => {
  seedFirstScreen({}, 0);
  await setupI18n('ko', () => registerNamespace('host', (lng) => import(`../../../locales/${lng}.json`)), ['host']);
  jest.resetAllMocks();
  setSite({ apiUrl: 'https://api.test', configUrl: 'https://api.test', configKey: 'k' }, { VARIABLES: { title: 'Casino' }, WEB_VARIABLES: { static_url: 'https://s.test/static' }, front_api_domain: '' });
  mockedGet.mockResolvedValue(okResult({ list: titles.map((title, i) => ({ id: i + 1, title, is_casino: 1 })) }));
});

test('each card in view is a <picture>: AVIF and WebP srcsets in 160/320/480 w, a sized PNG <img>, eager; the first at high priority', async () => {
  const { container } = renderWith(<ProviderRow category="casino" priority />);
  expect(await screen.findByText('오로라 라이브')).toBeInTheDocument(); // the title is text, not in the picture
  const pictures = container.querySelectorAll('picture');
  expect(pictures).toHaveLength(8); // a wide screen's cards in view (jsdom has no phone media query)
  const first = pictures[0]!;
  const avif = first.querySelector('source[type="image/avif"]')!;
  expect(avif.getAttribute('srcset')).toBe(['160w', '320w', '480w'].map((w) => `https://s.test/static/common/bg/%EC%98%A4%EB%A1%9C%EB%9D%BC%20%EB%9D%BC%EC%9D%B4%EB%B8%8C.${w}.avif ${w}`).join(', '));
  expect(avif.getAttribute('sizes')).toBe('160px');
  expect(first.querySelector('source[type="image/webp"]')!.getAttribute('srcset')).toContain('.320w.webp 320w');
  const img = first.querySelector('img')!;
  expect(img.getAttribute('src')).toMatch(/\.160w\.png$/);
  expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('loading'), img.getAttribute('fetchpriority')]).toEqual(['160', '96', 'eager', 'high']);
  const others = [...container.querySelectorAll('img')].slice(1);
  expect(others.every((i) => i.getAttribute('fetchpriority') === null && i.getAttribute('loading') === 'eager')).toBe(true);
});

test('cards past the visible part get their picture once the row is scrolled; a row without priority asks nothing first', async () => {
  const { container } = renderWith(<ProviderRow category="slot" />);
  await screen.findByText('Kraken');
  expect(container.querySelectorAll('picture')).toHaveLength(8);
  expect(container.querySelector('img[fetchpriority]')).toBeNull();
  fireEvent.scroll(container.querySelector('.casino-lobby-row__track')!);
  expect(container.querySelectorAll('picture')).toHaveLength(titles.length);
  expect([...container.querySelectorAll('img')].slice(8).map((i) => i.getAttribute('loading'))).toEqual(['lazy', 'lazy']);
});
