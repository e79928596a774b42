import type { Result } from '../api/client';
import { NetworkError } from '../api/errors';
import { failureFromResult, type Failure } from '../failure/failure';
import { LoadStore } from './load-store';

const answer = <T>(data: T, code = 0, msg = ''): Result<T> => ({ ok: code === 0, code, msg, data, httpStatus: 200 });

describe('LoadStore', () => {
  it('holds the data of a load and says while it is loading', async () => {
    let release!: (r: Result<{ list: number[] }>) => void;
    const store = new LoadStore(() => new Promise<Result<{ list: number[] }>>((resolve) => { release = resolve; }));
    expect(store.data).toBeNull();
    const loading = store.load();
    expect(store.isLoading).toBe(true);
    release(answer({ list: [1, 2] }));
    await loading;
    expect(store).toMatchObject({ isLoading: false, failure: null, data: { list: [1, 2] } });
  });

  it('turns a refused answer or a transport error into the catalogue failure, keeping the data already shown', async () => {
    const answers: Array<() => Promise<Result<string>>> = [
      async () => answer('first'),
      async () => answer('', 5005, 'item_not_found'),
      async () => { throw new NetworkError(); },
      async () => answer('again'),
    ];
    const store = new LoadStore(() => answers.shift()!());
    await store.load();
    await store.load();
    expect(store).toMatchObject({ data: 'first', failure: { msg: 'item_not_found', key: 'common:server.item_not_found' } });
    await store.load();
    expect(store).toMatchObject({ data: 'first', failure: { msg: 'NETWORK_ERROR' } });
    await store.load();
    expect(store).toMatchObject({ data: 'again', failure: null });
  });

  it('when loads overlap, the last one started counts, whatever order they answer in', async () => {
    const pending: Array<(r: Result<string>) => void> = [];
    const store = new LoadStore(() => new Promise<Result<string>>((resolve) => { pending.push(resolve); }));
    const first = store.load();
    const second = store.load();
    pending[1](answer('page 2'));
    await second;
    pending[0](answer('page 1'));
    await first;
    expect(store).toMatchObject({ data: 'page 2', isLoading: false });
  });

  it('an app may turn answers into its own failures (the back office adds its operator texts)', async () => {
    const store = new LoadStore<string, Failure & { operatorMsg: string }>(async () => answer('', 4030, 'role_forbidden'), {
      attempt: async (call) => { const res = await call(); return res.ok ? { ok: true, data: res.data } : { ok: false, failure: { ...failureFromResult(res), operatorMsg: res.msg } }; },
    });
    await store.load();
    expect(store.failure).toMatchObject({ code: 4030, operatorMsg: 'role_forbidden' });
  });

  it('holds the answer as the server sent it, so a chart library may freeze it (a deep MobX observable throws)', async () => {
    const days = { list: [{ day: '2026-12-02', ggr: 5 }] };
    const store = new LoadStore(async () => ({ ok: true, code: 0, msg: '', data: days, httpStatus: 200 }) as unknown as Result<typeof days>);
    await store.load();
    expect(store.data).toBe(days);
    expect(() => Object.freeze(store.data!.list)).not.toThrow();
  });
});
