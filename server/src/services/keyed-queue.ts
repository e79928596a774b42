// One lane per key: tasks with the same key run one after another in this process, tasks with different keys
// side by side. The house rounds use it per member (issue 19): a member's rounds serialise on the member row
// anyway (the lock order, docs/server.md), and twenty of them waiting in PostgreSQL on that row lock — each
// settlement queued behind every opening — played fewer rounds a second than one at a time. The lane keeps
// them waiting here instead; the row lock still orders rounds of the same member across API instances.

export interface KeyedQueue<K> {
  /** Runs `task` once every earlier task of `key` has finished (fulfilled or not); answers its result. */
  run<T>(key: K, task: () => Promise<T>): Promise<T>;
  /** Keys with a task running or waiting. */
  readonly size: number;
}

export function createKeyedQueue<K>(): KeyedQueue<K> {
  const tails = new Map<K, Promise<void>>();
  return {
    run<T>(key: K, task: () => Promise<T>): Promise<T> {
      const previous = tails.get(key) ?? Promise.resolve();
      const result = previous.then(() => task());
      const tail = result.then(() => undefined, () => undefined);
      tails.set(key, tail);
      void tail.then(() => { if (tails.get(key) === tail) tails.delete(key); });
      return result;
    },
    get size() { return tails.size; },
  };
}
