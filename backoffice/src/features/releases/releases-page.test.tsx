// The rollout console (issue 45 §5): state per remote, a move that posts what the CLI posts and shows the server's
// refusal, force after a refused promotion, and a live `rollout` event as a notification that reloads the remote.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ReleasesPage } from './releases-page';
import { ok, renderConsole, setupConsoleI18n, storeFor } from '../../test-utils';

beforeAll(setupConsoleI18n);

const policy = { max_failure_rate: 0.05, min_loads: 20, window_minutes: 10, min_reporters: 10, custom: false };
const remote = (name: string, canary: { version: string; percent: number; members: string[] } | null) => ({
  name, domain: 'localhost', inherited: false, base_url: 'http://origin', stable: '1.0.0', canary, health: [],
});
const bucket = (at: string, loads: number, failures: number) => ({ at, loads, failures, render_errors: 0, reporters: 2 });

function routes(canaryPercent = 10) {
  return {
    'GET /operator/remotes/status': ok({ domain: 'localhost', policy, remotes: [remote('wallet', { version: '1.0.1', percent: canaryPercent, members: ['vip1'] }), remote('games', null)] }),
    'GET /operator/remotes/wallet/plan': ok({ domain: 'localhost', name: 'wallet', transitions: [], plan: { version: '1.0.1', steps_text: '1%:10m,10%:30m', steps: [{}, {}], current_step: 2, state: 'running', state_reason: '', step_ends_at: '' } }),
    'GET /operator/remotes/wallet/health': ok({ versions: [
      { version: '1.0.0', track: 'stable', buckets: [bucket('2026-12-02T05:00:00Z', 40, 0), bucket('2026-12-02T05:01:00Z', 30, 1)] },
      { version: '1.0.1', track: 'canary', buckets: [bucket('2026-12-02T05:00:00Z', 5, 3), bucket('2026-12-02T05:01:00Z', 0, 0)] },
    ] }),
    'GET /operator/remotes/games/health': ok({ versions: [] }),
  };
}

describe('rollout console', () => {
  it('shows stable, canary with share and members, the plan step and health per version', async () => {
    const { store } = storeFor('owner', routes());
    renderConsole(<ReleasesPage />, store, '/releases');
    expect(await screen.findByTestId('release-wallet')).toHaveTextContent('1.0.0');
    expect(screen.getByTestId('canary-wallet')).toHaveTextContent('1.0.1 · 10%');
    expect(screen.getByTestId('canary-wallet')).toHaveTextContent('vip1');
    expect(await screen.findByTestId('plan-wallet')).toHaveTextContent('step 2 of 2, running');
    const canary = await screen.findByTestId('health-wallet-1.0.1');
    expect(within(canary).getByRole('img')).toHaveAccessibleName('1.0.1 (canary): 5 loads, 3 failed');
    expect(within(screen.getByTestId('health-wallet-1.0.0')).getByRole('img')).toHaveAccessibleName('1.0.0 (stable): 70 loads, 1 failed');
    expect(screen.queryByTestId('plan-games')).not.toBeInTheDocument(); // no plan answered: no plan section
  });

  it('promote posts to the CLI\'s endpoint; a refusal shows the server\'s reason, then force with a reason is sent', async () => {
    let promotes = 0;
    const { store, calls } = storeFor('owner', {
      ...routes(),
      'POST /operator/remotes/wallet/promote': () => {
        promotes += 1;
        return promotes === 1
          ? { body: { code: 4001, msg: 'invalid_input_value', data: { reason: 'wallet 1.0.1 is less healthy than stable: 60.0 % of reporters failed' } } }
          : ok({ name: 'wallet', domain: 'localhost', stable: '1.0.1', canary: null });
      },
    });
    renderConsole(<ReleasesPage />, store, '/releases');
    fireEvent.click(await screen.findByTestId('promote-wallet'));
    expect(await screen.findByTestId('refusal-wallet')).toHaveTextContent('less healthy than stable: 60.0 % of reporters failed');
    const promote = calls.filter((c) => c.method === 'POST' && c.path === '/operator/remotes/wallet/promote');
    expect(promote[0].body).toEqual({});
    expect(promote[0].headers['X-Sequence'] ?? promote[0].headers['x-sequence']).toBeTruthy();

    fireEvent.change(screen.getAllByLabelText('Reason')[0], { target: { value: 'checked the logs' } });
    fireEvent.click(screen.getByLabelText('Force (needs a reason)'));
    fireEvent.click(screen.getByTestId('promote-wallet'));
    await waitFor(() => expect(promotes).toBe(2));
    expect(calls.filter((c) => c.path === '/operator/remotes/wallet/promote')[1].body).toEqual({ reason: 'checked the logs', force: true });
    await waitFor(() => expect(screen.queryByTestId('refusal-wallet')).not.toBeInTheDocument());
  });

  it('a live rollout event is a notification and reloads the remote at once', async () => {
    let percent = 10;
    const { store, calls } = storeFor('owner', { ...routes(), 'GET /operator/remotes/status': () => ok({ domain: 'localhost', policy, remotes: [remote('wallet', { version: '1.0.1', percent, members: [] })] }) });
    renderConsole(<ReleasesPage />, store, '/releases');
    expect(await screen.findByTestId('canary-wallet')).toHaveTextContent('10%');
    const loadsBefore = calls.filter((c) => c.path === '/operator/remotes/status').length;
    percent = 0;
    act(() => { store.live.receive({ event: 'rollout', data: JSON.stringify({ domain: 'localhost', remote: 'wallet', version: '1.0.1', what: 'rolled_back', reason: 'automatic rollback: 60 % failed' }) }); });
    expect(await screen.findByText('wallet 1.0.1 was rolled back automatically')).toBeInTheDocument();
    expect(screen.getByText('automatic rollback: 60 % failed')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('canary-wallet')).toHaveTextContent('0%'));
    expect(calls.filter((c) => c.path === '/operator/remotes/status').length).toBe(loadsBefore + 1);
  });

  it('a running plan is paused from its remote; a remote without one starts a plan with its steps', async () => {
    const { store, calls } = storeFor('owner', {
      ...routes(),
      'POST /operator/remotes/wallet/plan/pause': ok({ domain: 'localhost', name: 'wallet', plan: null, transitions: [] }),
      'POST /operator/remotes/games/plan': ok({ domain: 'localhost', name: 'games', plan: null, transitions: [] }),
    });
    renderConsole(<ReleasesPage />, store, '/releases');
    await screen.findByTestId('plan-wallet');
    fireEvent.click(screen.getByRole('button', { name: 'Pause plan' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/operator/remotes/wallet/plan/pause')).toBe(true));
    expect(screen.queryByTestId('plan-start-wallet')).not.toBeInTheDocument(); // one plan at a time
    fireEvent.change(screen.getAllByLabelText('Version')[1], { target: { value: '2.0.0' } });
    fireEvent.change(screen.getAllByLabelText('Plan steps')[1], { target: { value: '1%:10m,50%:1h' } });
    fireEvent.click(screen.getByTestId('plan-start-games'));
    await waitFor(() => expect(calls.find((c) => c.path === '/operator/remotes/games/plan' && c.method === 'POST')?.body).toEqual({ version: '2.0.0', steps: '1%:10m,50%:1h' }));
  });

  it('a chosen site is in every read and every move', async () => {
    const { store, calls } = storeFor('owner', { ...routes(), 'POST /operator/remotes/wallet/rollback': ok({ name: 'wallet', domain: 'demo.casino.local', stable: '1.0.0', canary: null }) });
    renderConsole(<ReleasesPage />, store, '/releases');
    await screen.findByTestId('release-wallet');
    fireEvent.change(screen.getByTestId('releases-domain'), { target: { value: 'demo.casino.local' } });
    fireEvent.keyDown(screen.getByTestId('releases-domain'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(calls.some((c) => c.path === '/operator/remotes/status' && c.query.get('domain') === 'demo.casino.local')).toBe(true));
    await waitFor(() => expect(calls.some((c) => c.path === '/operator/remotes/wallet/health' && c.query.get('domain') === 'demo.casino.local')).toBe(true));
    fireEvent.click(await screen.findByTestId('rollback-wallet'));
    await waitFor(() => expect(calls.find((c) => c.path === '/operator/remotes/wallet/rollback')?.body).toEqual({ domain: 'demo.casino.local' }));
  });

  it('a release operator sees only the remotes it owns, and no thresholds form', async () => {
    const { store } = storeFor('release', { ...routes(), 'GET /operator/me': ok({ id: 7, username: 'release1', role: 'release', remotes: ['wallet'] }) });
    renderConsole(<ReleasesPage />, store, '/releases');
    expect(await screen.findByTestId('release-wallet')).toBeInTheDocument();
    expect(screen.queryByTestId('release-games')).not.toBeInTheDocument();
    expect(screen.queryByText('Automatic rollback thresholds (this site)')).not.toBeInTheDocument();
  });
});
