import type * as React from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@casino/shared';
import { RemoteModule } from './remote-module';
import { fallBackToStable, loadedRemoteModule, loadRemoteModule, retryRemote, RemoteUnavailableError } from './remotes';
import { reportRemote } from './telemetry';

jest.mock('./remotes', () => {
  class RemoteUnavailableError extends Error {}
  return { loadRemoteModule: jest.fn(), loadedRemoteModule: jest.fn(() => undefined), retryRemote: jest.fn(async () => undefined), fallBackToStable: jest.fn(() => false), RemoteUnavailableError };
});
jest.mock('./telemetry', () => ({ reportRemote: jest.fn() }));
const load = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

beforeAll(async () => { await initI18n('ko'); });
const fallBack = fallBackToStable as jest.MockedFunction<typeof fallBackToStable>;
beforeEach(() => { load.mockReset(); (retryRemote as jest.Mock).mockClear(); fallBack.mockReset(); fallBack.mockReturnValue(false); (reportRemote as jest.Mock).mockClear(); });

test('a remote that fails to load shows the translated panel; retry loads it without a reload', async () => {
  load.mockRejectedValueOnce(new RemoteUnavailableError('wallet' as never, 'down'));
  load.mockResolvedValueOnce({ default: () => <p>wallet page</p> });
  render(<RemoteModule<{ default: () => React.JSX.Element }> remote="wallet" expose="./routes">{(m) => <m.default />}</RemoteModule>);
  const panel = await screen.findByTestId('remote-unavailable-wallet');
  expect(panel).toHaveTextContent('이 영역을 잠시 사용할 수 없습니다.');
  await userEvent.click(screen.getByRole('button'));
  expect(retryRemote).toHaveBeenCalledWith('wallet');
  expect(await screen.findByText('wallet page')).toBeInTheDocument();
});

test('a remote that throws while rendering is contained by the boundary', async () => {
  const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  let broken = true;
  const Page = () => { if (broken) throw new Error('boom'); return <p>recovered</p>; };
  load.mockResolvedValue({ default: Page });
  render(
    <div>
      <p>rest of the site</p>
      <RemoteModule<{ default: () => React.JSX.Element }> remote="games" expose="./routes">{(m) => <m.default />}</RemoteModule>
    </div>,
  );
  expect(await screen.findByTestId('remote-unavailable-games')).toBeInTheDocument();
  expect(screen.getByText('rest of the site')).toBeInTheDocument();
  broken = false;
  await userEvent.click(screen.getByRole('button'));
  expect(await screen.findByText('recovered')).toBeInTheDocument();
  spy.mockRestore();
});

test('shows a loading state first', async () => {
  let resolve!: (v: unknown) => void;
  load.mockReturnValue(new Promise((r) => { resolve = r; }) as never);
  render(<RemoteModule<{ default: () => React.JSX.Element }> remote="support" expose="./routes">{(m) => <m.default />}</RemoteModule>);
  expect(await screen.findByRole('status')).toBeInTheDocument();
  await act(async () => resolve({ default: () => <p>ready</p> }));
  await waitFor(() => expect(screen.getByText('ready')).toBeInTheDocument());
});

// fallBackToStable (mocked here) records the failed canary for the tab and reloads the page onto stable: until
// then the page shows the loading state, and the failed version is neither loaded nor reported again.
test('a canary that throws while rendering reports the render error once and hands over to stable', async () => {
  const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const Broken = () => { throw new Error('canary broken'); };
  load.mockResolvedValue({ default: Broken });
  fallBack.mockReturnValueOnce(true);
  render(<RemoteModule<{ default: () => React.JSX.Element }> remote="wallet" expose="./routes">{(m) => <m.default />}</RemoteModule>);
  await waitFor(() => expect(fallBack).toHaveBeenCalledWith('wallet'));
  expect(await screen.findByRole('status')).toBeInTheDocument();
  expect(screen.queryByTestId('remote-unavailable-wallet')).not.toBeInTheDocument();
  expect((reportRemote as jest.Mock).mock.calls).toEqual([['wallet', 'render_error']]);
  expect(fallBack).toHaveBeenCalledTimes(1);
  expect(load).toHaveBeenCalledTimes(1);
  spy.mockRestore();
});

test('a canary that fails to load hands over to stable without loading it again; without a fallback the panel shows', async () => {
  load.mockRejectedValueOnce(new RemoteUnavailableError('wallet' as never, 'down'));
  fallBack.mockReturnValueOnce(true);
  const { unmount } = render(<RemoteModule<{ default: () => React.JSX.Element }> remote="wallet" expose="./routes">{(m) => <m.default />}</RemoteModule>);
  await waitFor(() => expect(fallBack).toHaveBeenCalledWith('wallet'));
  expect(screen.getByRole('status')).toBeInTheDocument();
  expect(screen.queryByTestId('remote-unavailable-wallet')).not.toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
  unmount();
  load.mockRejectedValueOnce(new RemoteUnavailableError('wallet' as never, 'down'));
  render(<RemoteModule<{ default: () => React.JSX.Element }> remote="wallet" expose="./routes">{(m) => <m.default />}</RemoteModule>);
  expect(await screen.findByTestId('remote-unavailable-wallet')).toBeInTheDocument();
});

test('a module already here is drawn in the first render, without a loading state, and not loaded again', () => {
  (loadedRemoteModule as jest.Mock).mockReturnValueOnce({ default: () => <p>games page</p> }).mockReturnValueOnce({ default: () => <p>games page</p> });
  render(<RemoteModule<{ default: () => React.JSX.Element }> remote="games" expose="./routes">{(m) => <m.default />}</RemoteModule>);
  expect(screen.getByText('games page')).toBeInTheDocument();
  expect(screen.queryByRole('status')).toBeNull();
  expect(load).not.toHaveBeenCalled();
});
