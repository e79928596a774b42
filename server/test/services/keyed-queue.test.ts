// The per-key lane (services/keyed-queue.ts): one key's tasks one after another, other keys alongside, a
// failing task neither stops the lane nor leaks into the next task's answer.
import { createKeyedQueue } from '../../src/services/keyed-queue';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => { resolve = r; });
  return { promise, resolve };
};

describe('createKeyedQueue', () => {
  it('runs one key\'s tasks in order, one at a time', async () => {
    const lanes = createKeyedQueue<number>();
    const log: string[] = [];
    const gate = deferred();
    const first = lanes.run(1, async () => { log.push('a start'); await gate.promise; log.push('a end'); return 'a'; });
    const second = lanes.run(1, async () => { log.push('b start'); return 'b'; });
    await Promise.resolve();
    expect(log).toEqual(['a start']); // b waits for a
    gate.resolve();
    expect(await Promise.all([first, second])).toEqual(['a', 'b']);
    expect(log).toEqual(['a start', 'a end', 'b start']);
  });

  it('runs different keys side by side', async () => {
    const lanes = createKeyedQueue<number>();
    const gate = deferred();
    const blocked = lanes.run(1, async () => { await gate.promise; return 1; });
    expect(await lanes.run(2, async () => 2)).toBe(2); // not behind key 1
    gate.resolve();
    expect(await blocked).toBe(1);
  });

  it('goes on after a failure, which only its own caller sees, and forgets idle keys', async () => {
    const lanes = createKeyedQueue<string>();
    const failed = lanes.run('m', async () => { throw new Error('boom'); });
    const next = lanes.run('m', async () => 'next');
    await expect(failed).rejects.toThrow('boom');
    expect(await next).toBe('next');
    await new Promise((r) => setImmediate(r));
    expect(lanes.size).toBe(0);
  });
});
