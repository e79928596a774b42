// Preview links (issue 45 §6) in the host: the token moves from the address into the session and goes with the
// registry read; the badge names the previewed remote and version; its one-click exit forgets the token.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, initI18n, registerNamespace, type RemoteEntry, type RemoteRegistry } from '@casino/shared';
import { PreviewBadge } from './preview-badge';
import { exitPreview, notePreview, previewQuery, takePreviewLink } from '../federation/preview';

beforeAll(async () => {
  await initI18n('ko');
  await registerNamespace('host', (lng) => import(`../locales/${lng}.json`));
});
beforeEach(() => {
  sessionStorage.clear();
  act(() => notePreview(registry()));
});

const entry = (version: string, track?: RemoteEntry['track']): RemoteEntry => ({ entry: `https://cdn.test/${version}/mf-manifest.json`, version, ...(track ? { track } : {}), assignment: 'signed' });
const registry = (wallet: RemoteEntry = entry('1.3.0')): RemoteRegistry =>
  ({ remotes: { account: entry('1.0.0'), games: entry('1.0.0'), wallet, support: entry('1.0.0') } });

test('a preview link is moved into the session, out of the address, and sent with registry reads', () => {
  const replaceState = jest.fn();
  takePreviewLink({ href: 'https://site.test/wallet/deposit?tab=2&preview=tok.en+1#top' }, { replaceState, state: { k: 1 } });
  expect(replaceState).toHaveBeenCalledWith({ k: 1 }, '', '/wallet/deposit?tab=2#top');
  expect(previewQuery()).toBe('&preview=tok.en%201');
  // an address without a link leaves the session's preview alone
  takePreviewLink({ href: 'https://site.test/' }, { replaceState, state: null });
  expect(replaceState).toHaveBeenCalledTimes(1);
  expect(previewQuery()).toBe('&preview=tok.en%201');
});

test('no badge without a preview; a token the registry did not honour is dropped', () => {
  sessionStorage.setItem('casino.preview', 'expired');
  render(<PreviewBadge />);
  expect(screen.queryByRole('status')).toBeNull();
  act(() => notePreview(registry()));
  expect(previewQuery()).toBe('');
});

test('the badge names the remote and version in the language, and its exit forgets the preview and reloads', async () => {
  sessionStorage.setItem('casino.preview', 'token');
  const reload = jest.fn();
  const onExit = jest.fn(() => exitPreview(reload));
  render(<PreviewBadge onExit={onExit} />);
  act(() => notePreview(registry(entry('1.4.0', 'preview'))));
  const badge = screen.getByRole('status');
  expect(badge).toHaveTextContent('미리보기: wallet 1.4.0');
  expect(badge).toHaveTextContent('이 브라우저에서만 보입니다');
  await act(async () => { await i18n.changeLanguage('en'); });
  expect(badge).toHaveTextContent('Preview: wallet 1.4.0');
  await act(async () => { await i18n.changeLanguage('ko'); });

  // keyboard: the exit is a real button, reached with Tab and pressed with Enter
  const user = userEvent.setup();
  await user.tab();
  expect(screen.getByRole('button', { name: '미리보기 끝내기' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(reload).toHaveBeenCalledTimes(1);
  expect(previewQuery()).toBe('');
  expect(screen.queryByRole('status')).toBeNull();
});
