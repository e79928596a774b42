import type { Result } from '../api/client';
import { NetworkError } from '../api/errors';
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
});
