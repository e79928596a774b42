import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { GameItem, ProviderItem } from '@casino/shared';
import { failResult, setupI18n, makeStore, okResult, renderWith, setViewport } from '@casino/shared/testing';
import { gamesNamespace } from '../i18n';
import { getProviders } from '../features/catalogue/api/get-providers';
import { getProviderGames } from '../features/catalogue/api/get-provider-games';
import { launchGame } from '../features/launch/api/launch-game';
import ProviderDrawer from './provider-drawer';

jest.mock('../features/catalogue/api/get-providers', () => ({ ...jest.requireActual('../features/catalogue/api/get-providers'), getProviders: jest.fn() }));
jest.mock('../features/catalogue/api/get-provider-games', () => ({ getProviderGames: jest.fn() }));
jest.mock('../features/launch/api/launch-game', () => ({ launchGame: jest.fn() }));
const providersMock = getProviders as jest.Mock;
const gamesMock = getProviderGames as jest.Mock;
const launchMock = launchGame as jest.Mock;

const PROVIDERS: ProviderItem[] = [
  { id: 1, title: 'Aurora Live', is_casino: 1 },
  { id: 2, title: 'Astro Reels', is_casino: 0 },
  { id: 3, title: 'Bamboo Spin', is_casino: 0 },
];
const GAMES: GameItem[] = [
  { id: 10, game_title: 'Golden Koi', game_image: 'https://api.test/static/common/game/astro-reels/golden-koi.png', category: 'Slots', is_service: 1 },
  { id: 11, game_title: 'Lucky Panda', game_image: '', category: 'Slots', is_service: 1 },
  { id: 12, game_title: 'Wild Gems', game_image: '', category: 'Slots', is_service: 0 },
];

beforeAll(() => setupI18n('ko', () => gamesNamespace, ['games']));
beforeEach(() => {
  localStorage.clear();
  setViewport(1280, 800);
  providersMock.mockReset().mockResolvedValue(okResult({ list: PROVIDERS }));
  gamesMock.mockReset().mockResolvedValue(okResult({ list: GAMES }));
  launchMock.mockReset();
});

function open({ loggedIn = true } = {}) {
  const store = makeStore({ member: loggedIn && { name: '홍길동', username: 'hong1234', jwt: 'header.payload.sig' }, baseURL: 'https://api.test' });
  store.ui.setDrawerOpen(true);
  renderWith(<ProviderDrawer />, { store });
  return store;
}

const cards = (grid: string) => within(screen.getByTestId(grid)).getAllByTestId('grid-card');
const pickProvider = async (title: string) => fireEvent.click(await screen.findByRole('button', { name: title }));

test('opens from the right with its title, 400 px wide on desktop and 85 % of the window on a phone', async () => {
  const store = open();
  expect(await screen.findByText('게임 제공사')).toBeInTheDocument();
  expect(document.querySelector('.ant-drawer-right')).not.toBeNull();
  expect(document.querySelector('.ant-drawer-mask')).not.toBeNull();
  expect((document.querySelector('.ant-drawer-content-wrapper') as HTMLElement).style.width).toBe('400px');
  act(() => setViewport(390, 844));
  await waitFor(() => expect((document.querySelector('.ant-drawer-content-wrapper') as HTMLElement).style.width).toBe('332px'));
  fireEvent.click(document.querySelector('.ant-drawer-close') as HTMLElement);
  expect(store.ui.drawerOpen).toBe(false);
});

test("shows every provider as a card with its title and the provider's card pictures from the static host, two a row (6 of 12 columns)", async () => {
  open();
  await waitFor(() => expect(cards('provider-grid')).toHaveLength(3));
  expect(providersMock).toHaveBeenCalledWith({});
  const aurora = screen.getByRole('button', { name: 'Aurora Live' });
  expect(aurora).toHaveTextContent('Aurora Live');
  expect(aurora.querySelector('picture img')).toHaveAttribute('src', 'https://api.test/static/common/bg/Aurora%20Live.160w.png');
  // a short list: the CSS grid, two columns at every width (the drawer's fixed 6 of 12)
  const grid = screen.getByTestId('provider-grid-cells');
  expect(grid.style.gridTemplateColumns).toBe('repeat(2, minmax(0, 1fr))');
  expect(grid.children).toHaveLength(3);
});

test('an empty or missing provider list is an error alert', async () => {
  providersMock.mockResolvedValue(okResult({ list: [] }));
  open();
  expect(await screen.findByTestId('providers-error')).toHaveTextContent('이용 가능한 게임 제공사가 없습니다.');
  expect(screen.getByRole('alert')).toBeInTheDocument();
});

test('choosing a provider while logged out alerts LOGIN_REQUIRED and loads nothing', async () => {
  open({ loggedIn: false });
  await pickProvider('Astro Reels');
  expect(await screen.findByText('로그인이 필요합니다.')).toBeInTheDocument();
  expect(gamesMock).not.toHaveBeenCalled();
  expect(screen.getByTestId('provider-grid')).toBeInTheDocument();
});

test('choosing a provider shows LOADING, then its games with a back button; SEARCH filters by name', async () => {
  let answer!: (v: unknown) => void;
  gamesMock.mockReturnValueOnce(new Promise((r) => { answer = r; }));
  open();
  await pickProvider('Astro Reels');
  expect(screen.getByTestId('provider-games-loading')).toHaveTextContent('로딩 중');
  await act(async () => answer(okResult({ list: GAMES })));
  expect(gamesMock).toHaveBeenCalledWith(2);
  expect(cards('game-grid')).toHaveLength(3);
  expect(screen.getByTestId('drawer-lobby-games')).toHaveAttribute('data-provider', 'Astro Reels');

  fireEvent.change(within(screen.getByTestId('game-grid')).getByTestId('grid-search'), { target: { value: 'KOI' } });
  expect(cards('game-grid').map((c) => c.getAttribute('data-id'))).toEqual(['game-10']);
  fireEvent.change(within(screen.getByTestId('game-grid')).getByTestId('grid-search'), { target: { value: 'zzz' } });
  expect(screen.getByTestId('grid-empty')).toBeInTheDocument();

  fireEvent.click(screen.getByTestId('provider-back'));
  expect(cards('provider-grid')).toHaveLength(3);
});

test('provider games failures: RESULT not true → fetchError with the translated message; network → serverError', async () => {
  gamesMock.mockResolvedValueOnce(failResult(5005, 'item_not_found'));
  open();
  await pickProvider('Astro Reels');
  expect(await screen.findByText('게임 목록을 불러오지 못했습니다: 항목을 찾을 수 없습니다.')).toBeInTheDocument();
  expect(screen.getByTestId('provider-grid')).toBeInTheDocument();

  gamesMock.mockRejectedValueOnce(new Error('NETWORK_ERROR'));
  await pickProvider('Astro Reels');
  expect(await screen.findByText('서버에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.')).toBeInTheDocument();
});

test('a game in service launches into the frame and closes the drawer; a slot not in service does not', async () => {
  launchMock.mockResolvedValue(okResult({ url: 'https://api.test/games/launch/tok' }));
  const store = open();
  await pickProvider('Astro Reels');
  await screen.findByTestId('game-grid');
  fireEvent.click(screen.getByRole('button', { name: 'Wild Gems' }));
  expect(await screen.findByText('이 게임은 곧 오픈됩니다.')).toBeInTheDocument();
  expect(launchMock).not.toHaveBeenCalled();

  fireEvent.click(screen.getByRole('button', { name: 'Golden Koi' }));
  await waitFor(() => expect(store.ui.overlayShown).toBe(true));
  expect(launchMock).toHaveBeenCalledWith(10, 'slot');
  expect(store.ui.currentGame).toEqual({ id: 10, title: 'Golden Koi', url: 'https://api.test/games/launch/tok' });
  expect(store.ui.drawerOpen).toBe(false);
});

test.each([
  ['RESULT not true', () => launchMock.mockResolvedValue(failResult(5001, 'provider_unavailable')), '게임을 시작하지 못했습니다: 이 게임 제공사는 일시적으로 이용할 수 없습니다.'],
  ['an untranslatable message', () => launchMock.mockResolvedValue(failResult(5001, 'weird_thing')), '게임을 시작하지 못했습니다: 알 수 없는 오류가 발생했습니다.'],
  ['a missing URL', () => launchMock.mockResolvedValue(okResult({})), '게임을 시작하지 못했습니다'],
  ['an exception', () => launchMock.mockRejectedValue(new Error('boom')), '게임 서버에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.'],
])('launch failure: %s', async (_name, arrange, text) => {
  arrange();
  const store = open();
  await pickProvider('Astro Reels');
  fireEvent.click(await screen.findByRole('button', { name: 'Golden Koi' }));
  expect(await screen.findByText(text)).toBeInTheDocument();
  expect(store.ui.overlayShown).toBe(false);
});

test('stars: shown for items in service, toggled and stored per user; the favourites filter keeps only them', async () => {
  const store = open();
  await pickProvider('Astro Reels');
  await screen.findByTestId('game-grid');
  const grid = screen.getByTestId('game-grid');
  expect(within(grid).getAllByTestId('favourite-star')).toHaveLength(2); // Wild Gems is not in service
  fireEvent.click(within(grid).getByRole('button', { name: 'Lucky Panda 즐겨찾기에 추가' }));
  expect(store.favourites.isFavourite({ id: 'game-11', category: 'slot' })).toBe(true);
  expect(JSON.parse(localStorage.getItem('fav_hong1234_slots_favorites')!)[0]).toMatchObject({ id: 'game-11', name: 'Lucky Panda' });
  expect(within(grid).getByRole('button', { name: 'Lucky Panda 즐겨찾기에서 삭제' })).toHaveAttribute('data-favourite', 'true');

  fireEvent.click(within(grid).getByTestId('favourites-filter'));
  expect(cards('game-grid').map((c) => c.getAttribute('data-id'))).toEqual(['game-11']);
});
