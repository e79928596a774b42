import { act, fireEvent, screen } from '@testing-library/react';
import { setupI18n, makeStore, renderWith, setViewport } from '@casino/shared/testing';
import { gamesNamespace } from '../i18n';
import GameFrame from './game-frame';

beforeAll(() => setupI18n('ko', () => gamesNamespace, ['games']));

const URL_ = 'https://api.test/games/launch/tok';

function show(width: number, height: number, title = 'Golden Koi') {
  setViewport(width, height);
  const store = makeStore({ member: { name: '홍길동', username: 'hong1234', jwt: 'header.payload.sig' }, baseURL: 'https://api.test' });
  store.ui.openGame({ id: 10, title, url: URL_ });
  const refresh = jest.spyOn(store.api, 'get').mockResolvedValue({ ok: true, code: 0, msg: '', data: { ui: {} } as never, httpStatus: 200 });
  renderWith(<GameFrame />, { store });
  return { store, refresh };
}

const windowWidth = () => (screen.getByTestId('game-window') as HTMLElement).style.width;
const iframe = () => screen.getByTestId('game-iframe') as HTMLIFrameElement;

test('renders nothing until a game is open', () => {
  renderWith(<GameFrame />);
  expect(screen.queryByTestId('game-frame')).toBeNull();
});

describe('desktop 1280×800', () => {
  test('header, sandboxed iframe at window − 80 px, 80 % wide; spinner until the game loads', () => {
    show(1280, 800);
    expect(screen.getByTestId('frame-title')).toHaveTextContent('Golden Koi');
    for (const id of ['frame-menu', 'frame-stretch', 'frame-fullscreen', 'frame-close']) expect(screen.getByTestId(id)).toBeInTheDocument();
    expect(iframe()).toHaveAttribute('src', URL_);
    expect(iframe()).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms');
    expect(iframe().parentElement!.style.height).toBe('720px');
    expect(windowWidth()).toBe('80%');
    expect(screen.getByTestId('game-frame-loading')).toBeInTheDocument();
    fireEvent.load(iframe());
    expect(screen.queryByTestId('game-frame-loading')).toBeNull();
  });

  test('stretch and shrink switch between 100 % and 80 %', () => {
    show(1280, 800);
    fireEvent.click(screen.getByTestId('frame-stretch'));
    expect(windowWidth()).toBe('100%');
    expect(screen.getByRole('button', { name: '좁게 보기' })).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('frame-stretch'));
    expect(windowWidth()).toBe('80%');
  });

  test('fullscreen hides stretch and fills the screen; toggling back restores it', () => {
    const request = jest.fn(() => Promise.resolve());
    document.documentElement.requestFullscreen = request;
    show(1280, 800);
    fireEvent.click(screen.getByTestId('frame-fullscreen'));
    expect(request).toHaveBeenCalled();
    expect(screen.getByTestId('game-frame')).toHaveAttribute('data-fullscreen', 'true');
    expect(screen.queryByTestId('frame-stretch')).toBeNull();
    expect(windowWidth()).toBe('100%');
    expect(iframe().parentElement!.style.height).toBe('calc(100vh - 48px)');
    fireEvent.click(screen.getByTestId('frame-fullscreen'));
    expect(screen.getByTestId('frame-stretch')).toBeInTheDocument();
  });

  test('menu opens the provider drawer; close clears the game and hides the overlay', () => {
    const { store } = show(1280, 800);
    fireEvent.click(screen.getByTestId('frame-menu'));
    expect(store.ui.drawerOpen).toBe(true);
    fireEvent.click(screen.getByTestId('frame-close'));
    expect(store.ui.overlayShown).toBe(false);
    expect(store.ui.currentGame).toBeNull();
    expect(screen.queryByTestId('game-frame')).toBeNull();
  });

  test("the default title is 'Game' (translated)", () => {
    show(1280, 800, '');
    expect(screen.getByTestId('frame-title')).toHaveTextContent('게임');
  });
});

describe('phone 390×844', () => {
  test('always full width, no stretch button, fullscreen and close still there', () => {
    show(390, 844);
    expect(windowWidth()).toBe('100%');
    expect(screen.queryByTestId('frame-stretch')).toBeNull();
    expect(screen.getByTestId('frame-fullscreen')).toBeInTheDocument();
    expect(screen.getByTestId('frame-close')).toBeInTheDocument();
    expect(iframe().parentElement!.style.height).toBe('764px');
  });
});

describe('messages from the game', () => {
  const post = (data: unknown, origin: string, source: Window | null) =>
    act(() => { window.dispatchEvent(new MessageEvent('message', { data, origin, source })); });

  test('a balance message from the game refreshes the session; close closes', () => {
    const { store, refresh } = show(1280, 800);
    post({ type: 'balance' }, 'https://api.test', iframe().contentWindow);
    expect(refresh).toHaveBeenCalledWith('/main/init');
    post({ type: 'close' }, 'https://api.test', iframe().contentWindow);
    expect(store.ui.overlayShown).toBe(false);
  });

  test('messages from other origins or other windows are ignored', () => {
    const { store, refresh } = show(1280, 800);
    post({ type: 'balance' }, 'https://evil.test', iframe().contentWindow);
    post({ type: 'close' }, 'https://api.test', window);
    post({ type: 'close' }, 'https://evil.test', iframe().contentWindow);
    expect(refresh).not.toHaveBeenCalled();
    expect(store.ui.overlayShown).toBe(true);
  });
});
