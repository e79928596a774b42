import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupI18n, makeStore, okResult, renderWith, setViewport } from '@casino/shared/testing';
import { gamesNamespace } from '../i18n';
import { getGameList } from '../features/catalogue/api/get-game-list';
import { getProviders } from '../features/catalogue/api/get-providers';
import GameSlotnine from './game-slotnine';
import GameArcade from './game-arcade';
import GameLivecasino from './game-livecasino';
import GameSlot from './game-slot';
import GameSports from './game-sports';

jest.mock('../features/catalogue/api/get-game-list', () => ({ getGameList: jest.fn() }));
jest.mock('../features/catalogue/api/get-providers', () => ({ ...jest.requireActual('../features/catalogue/api/get-providers'), getProviders: jest.fn() }));
const listMock = getGameList as jest.Mock;
const providersMock = getProviders as jest.Mock;

/**
 * The columns a page grid has at a window `width`: its CSS media rules (the `<style>` before it) as a browser applies
 * them, the last matching rule winning (jsdom lays nothing out).
 */
function columnsAt(grid: HTMLElement, width: number): number {
  const css = grid.previousElementSibling?.textContent ?? '';
  const selector = `[data-grid="${grid.dataset.grid}"]`;
  let columns = 0;
  for (const rule of css.split(/(?=@media)|(?<=\})(?=\[)/)) {
    const min = Number(/^@media \(min-width:(\d+)px\)/.exec(rule)?.[1] ?? 0);
    const per = /grid-template-columns:repeat\((\d+),/.exec(rule)?.[1];
    if (rule.includes(selector) && per && width >= min) columns = Number(per);
  }
  return columns;
}

const game = (id: number, title: string, category = 'Slots') => ({ id, game_title: title, game_image: '', category, is_service: 1, provider_id: 1 });

beforeAll(() => setupI18n('ko', () => gamesNamespace, ['games']));
beforeEach(() => {
  setViewport(1400, 900);
  listMock.mockReset().mockResolvedValue(okResult({ list: [game(1, 'Golden Koi'), game(2, 'Lucky Panda'), game(3, 'Wild Gems')] }));
  providersMock.mockReset().mockResolvedValue(okResult({ list: [{ id: 1, title: 'Aurora Live', is_casino: 1 }] }));
});

test('nine slot shows the new slot games in one grid, six a row on a wide window, with SEARCH', async () => {
  renderWith(<GameSlotnine />);
  expect(screen.getByRole('heading', { name: '나인 슬롯' })).toBeInTheDocument();
  const grid = await screen.findByTestId('slotnine-grid');
  expect(listMock).toHaveBeenCalledWith({ category: 'slot', tag: 'new', q: undefined });
  expect(within(grid).getAllByTestId('grid-card')).toHaveLength(3);
  // six a row from 1,280 px: the 3 cards fit one row
  expect(columnsAt(screen.getByTestId('slotnine-grid-cells'), 1400)).toBe(6);
  fireEvent.change(within(grid).getByTestId('grid-search'), { target: { value: 'panda' } });
  expect(within(grid).getAllByTestId('grid-card').map((c) => c.getAttribute('data-id'))).toEqual(['game-2']);
});

test('two cards a row on a phone', async () => {
  setViewport(390, 844);
  renderWith(<GameSlotnine />);
  await screen.findByTestId('slotnine-grid');
  const grid = screen.getByTestId('slotnine-grid-cells');
  expect(columnsAt(grid, 390)).toBe(2);
  expect(columnsAt(grid, 960)).toBe(4);
});

test('choosing a game while logged out alerts LOGIN_REQUIRED', async () => {
  const store = makeStore({ baseURL: 'https://api.test' });
  renderWith(<GameArcade />, { store });
  expect(listMock).toHaveBeenCalledWith({ category: 'arcade', tag: undefined, q: undefined });
  fireEvent.click(await screen.findByRole('button', { name: 'Golden Koi' }));
  expect(await screen.findByText('로그인이 필요합니다.')).toBeInTheDocument();
  expect(store.ui.overlayShown).toBe(false);
});

test('live casino and slots list the providers of their category', async () => {
  renderWith(<GameLivecasino />);
  await screen.findByTestId('provider-grid');
  expect(providersMock).toHaveBeenLastCalledWith({ category: 'casino' });
  renderWith(<GameSlot />);
  await waitFor(() => expect(providersMock).toHaveBeenLastCalledWith({ category: 'slot' }));
});

test('sports betting is in preparation', () => {
  renderWith(<GameSports />);
  expect(screen.getByTestId('page-game-sports')).toContainElement(screen.getByTestId('in-preparation'));
});

test("a route's prefetch starts the provider list, and the page that mounts takes it instead of asking again", async () => {
  const manifest = (await import('../routes')).default;
  const slot = manifest.routes.find((r) => r.name === 'game-slot')!;
  slot.prefetch!();
  expect(providersMock).toHaveBeenCalledTimes(1);
  expect(providersMock).toHaveBeenLastCalledWith({ category: 'slot' });
  slot.prefetch!(); // the host preloading twice asks once
  expect(providersMock).toHaveBeenCalledTimes(1);
  renderWith(<GameSlot />);
  expect(await screen.findByTestId('provider-grid')).toBeInTheDocument();
  expect(providersMock).toHaveBeenCalledTimes(1);
  // taken once: the next visit of the page asks afresh
  renderWith(<GameSlot />);
  await waitFor(() => expect(providersMock).toHaveBeenCalledTimes(2));
});

test('a prefetched list of another category, or an old one, is not taken', async () => {
  const { prefetchProviders, PREFETCH_FRESH_MS } = await import('../features/catalogue/model/use-providers');
  prefetchProviders('casino');
  renderWith(<GameSlot />);
  await waitFor(() => expect(providersMock).toHaveBeenLastCalledWith({ category: 'slot' }));
  expect(providersMock).toHaveBeenCalledTimes(2);
  const now = Date.now();
  const clock = jest.spyOn(Date, 'now');
  clock.mockReturnValue(now);
  prefetchProviders('slot');
  clock.mockReturnValue(now + PREFETCH_FRESH_MS + 1);
  renderWith(<GameSlot />);
  await waitFor(() => expect(providersMock).toHaveBeenCalledTimes(4));
  clock.mockRestore();
});
