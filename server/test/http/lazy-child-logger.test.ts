// The request's child logger is made the first time the request logs, once, from the parent's child() with the
// request's bindings and options (http/lazy-child-logger.ts); app.test.ts checks what such a logger writes.
import type { FastifyBaseLogger } from 'fastify';
import { lazyChildLoggerFactory } from '../../src/http/lazy-child-logger';

function recordingParent() {
  const calls: unknown[][] = [];
  const made: { bindings: unknown; options: unknown }[] = [];
  const logger = (bindings?: unknown, options?: unknown): FastifyBaseLogger => {
    const record = (level: string) => (...args: unknown[]) => { calls.push([level, bindings, ...args]); };
    return {
      level: (options as { level?: string } | undefined)?.level ?? 'info',
      fatal: record('fatal'), error: record('error'), warn: record('warn'), info: record('info'), debug: record('debug'), trace: record('trace'), silent: () => {},
      child: (b: unknown, o?: unknown) => { made.push({ bindings: b, options: o }); return logger(b, o); },
    } as unknown as FastifyBaseLogger;
  };
  return { parent: logger(), calls, made };
}

describe('lazy child logger', () => {
  it('makes no child until the request logs, then one, with the request id bound', () => {
    const { parent, calls, made } = recordingParent();
    const log = lazyChildLoggerFactory.call(undefined as never, parent, { reqId: 'r-1' }, { level: 'warn' }, undefined as never);
    expect(made).toEqual([]);
    log.warn({ err: 'x' }, 'first');
    log.error('second');
    expect(made).toEqual([{ bindings: { reqId: 'r-1' }, options: { level: 'warn' } }]);
    expect(calls).toEqual([['warn', { reqId: 'r-1' }, { err: 'x' }, 'first'], ['error', { reqId: 'r-1' }, 'second']]);
    expect(log.level).toBe('warn');
    log.child({ part: 'db' });
    expect(made).toHaveLength(2);
  });
});
