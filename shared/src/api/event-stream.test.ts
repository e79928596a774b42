/** @jest-environment node */
// The one SSE reader: parsing across chunk borders, Last-Event-ID on reconnect, the server's retry as the base
// delay, jittered exponential backoff, and a stop for good on 401/403. Timers and jitter are injected: no test
// waits for time to pass, it runs the timer the reader asked for.
import { backoffDelay, createEventParser, openEventStream, type StreamEvent, type StreamState } from './event-stream';

/** A queue a test awaits: `next()` answers the next pushed item, now or when it arrives. */
function queue<T>() {
  const items: T[] = [];
  const waiters: Array<(t: T) => void> = [];
  return {
    push(t: T) { const w = waiters.shift(); if (w) w(t); else items.push(t); },
    next(): Promise<T> { return items.length ? Promise.resolve(items.shift() as T) : new Promise<T>((resolve) => waiters.push(resolve)); },
  };
}

function streamResponse(chunks: string[], status = 200): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const c of chunks) controller.enqueue(encoder.encode(c));
      controller.close();
    },
  });
  return { ok: status >= 200 && status < 300, status, body } as unknown as Response;
}

type Answer = () => Response;

/** Opens a reader over scripted answers; every timer it sets lands in `timers`, run by the test. */
function harness(answers: Answer[], options: { random?: () => number; token?: string | null } = {}) {
  const requests: Array<Record<string, string>> = [];
  const timers = queue<{ fn: () => void; ms: number; handle: number }>();
  const cleared: unknown[] = [];
  const events: StreamEvent[] = [];
  const states: StreamState[] = [];
  const refused: number[] = [];
  const stateWaiters: Array<{ state: StreamState; resolve: () => void }> = [];
  const onState = (state: StreamState) => {
    states.push(state);
    stateWaiters.filter((w) => w.state === state).forEach((w) => w.resolve());
  };
  /** Resolves once the reader has been in `state`. */
  const reached = (state: StreamState) =>
    (states.includes(state) ? Promise.resolve() : new Promise<void>((resolve) => stateWaiters.push({ state, resolve })));
  let handles = 0;
  const priorities: Array<RequestPriority | undefined> = [];
  const fetchImpl = (async (_url: string, init: RequestInit) => {
    requests.push(init.headers as Record<string, string>);
    priorities.push(init.priority);
    const answer = answers.shift();
    if (!answer) throw new Error('no scripted answer left');
    return answer();
  }) as unknown as typeof fetch;
  const stream = openEventStream({
    url: 'http://api/stream', getToken: () => (options.token === undefined ? 'tok' : options.token), fetchImpl,
    onEvent: (e) => events.push(e), onState, onUnauthorised: (status) => refused.push(status),
    random: options.random ?? (() => 0),
    setTimer: (fn, ms) => { handles += 1; timers.push({ fn, ms, handle: handles }); return handles; },
    clearTimer: (t) => { cleared.push(t); },
  });
  return { stream, requests, priorities, timers, cleared, events, states, refused, reached };
}

describe('the parser (eventsource-parser)', () => {
  it('parses events split across chunks, multi-line data, CRLF, ids and comments, and reports retry', () => {
    const events: StreamEvent[] = [];
    const retries: number[] = [];
    const p = createEventParser((e) => events.push(e), (ms) => retries.push(ms));
    p.push(': ping\n\nevent: deposit.cre');
    p.push('ated\r\ndata: {"id":1,\ndata: "amount":5}\r\nid: 42\r\n\r\n');
    p.push('retry: 3000\ndata: plain\n\n');
    expect(events).toEqual([
      { event: 'deposit.created', data: '{"id":1,\n"amount":5}', id: '42' },
      // the id stays in effect until the server sends another
      { event: 'message', data: 'plain', id: '42' },
    ]);
    expect(retries).toEqual([3000]);
    expect(p.lastEventId).toBe('42');
  });

  it('dispatches nothing for an event without data', () => {
    const events: StreamEvent[] = [];
    const p = createEventParser((e) => events.push(e));
    p.push('event: x\n\n');
    expect(events).toEqual([]);
  });
});

describe('backoff', () => {
  it('doubles from the base and stops at the maximum, without jitter at random 0', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 40].map((n) => backoffDelay(n, 1000, 30_000, () => 0)))
      .toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });

  it('adds up to half again at random, never less than the base', () => {
    expect(backoffDelay(0, 2000, 30_000, () => 0.5)).toBe(2500);
    expect(backoffDelay(0, 2000, 30_000, () => 0.999_999)).toBe(3000);
    expect(backoffDelay(5, 2000, 30_000, () => 0.999_999)).toBe(45_000);
    for (const r of [0, 0.1, 0.37, 0.5, 0.81, 0.999]) {
      const d = backoffDelay(2, 2000, 30_000, () => r);
      expect(d).toBeGreaterThanOrEqual(8000);
      expect(d).toBeLessThanOrEqual(12_000);
    }
  });
});

describe('openEventStream', () => {
  it('sends the bearer token and Last-Event-ID, waits the server retry doubled per failure, and resets once open', async () => {
    const h = harness([
      () => streamResponse([': open\nretry: 3000\n\n', 'id: e-1\nevent: deposit.created\ndata: {"id":1}\n\n']),
      () => { throw new TypeError('offline'); },
      () => streamResponse([], 503),
      () => streamResponse(['id: e-2\nevent: deposit.decided\ndata: {"id":1}\n\n']),
    ]);
    const first = await h.timers.next();
    expect(h.requests[0]).toMatchObject({ Authorization: 'Bearer tok', Accept: 'text/event-stream' });
    expect(h.requests[0]['Last-Event-ID']).toBeUndefined();
    expect(h.events).toEqual([{ event: 'deposit.created', data: '{"id":1}', id: 'e-1' }]);
    // the stream ended: the server's retry is the first wait
    expect(first.ms).toBe(3000);
    first.fn();
    const second = await h.timers.next();
    expect(h.requests[1]['Last-Event-ID']).toBe('e-1');
    expect(second.ms).toBe(6000);
    second.fn();
    const third = await h.timers.next();
    expect(h.requests[2]['Last-Event-ID']).toBe('e-1');
    expect(third.ms).toBe(12_000);
    third.fn();
    // this connection opened, so the next wait starts from the base again
    const fourth = await h.timers.next();
    expect(h.requests[3]['Last-Event-ID']).toBe('e-1');
    expect(h.events.map((e) => e.id)).toEqual(['e-1', 'e-2']);
    expect(fourth.ms).toBe(3000);
    expect(h.states).toEqual(['connecting', 'open', 'waiting', 'connecting', 'waiting', 'connecting', 'waiting', 'connecting', 'open', 'waiting']);
    h.stream.close();
    expect(h.cleared).toEqual([fourth.handle]);
    expect(h.states.at(-1)).toBe('closed');
  });

  it('asks for the stream at low priority, every time: an open stream never ranks with the page\'s own requests', async () => {
    const h = harness([
      () => streamResponse([': open\n\n']),
      () => streamResponse([': open\n\n']),
    ]);
    (await h.timers.next()).fn();
    await h.timers.next();
    expect(h.priorities).toEqual(['low', 'low']);
    h.stream.close();
  });

  it('jitters the wait with the injected random source', async () => {
    const h = harness([() => streamResponse(['retry: 2000\n\n'])], { random: () => 0.5 });
    expect((await h.timers.next()).ms).toBe(2500);
    h.stream.close();
  });

  it('without a server retry, starts from 1 s', async () => {
    const h = harness([() => streamResponse([])]);
    expect((await h.timers.next()).ms).toBe(1000);
    h.stream.close();
  });

  it.each([401, 403])('stops for good when the server answers %i, and says so', async (status) => {
    const answers: Answer[] = [() => streamResponse([], status), () => streamResponse([])];
    const h = harness(answers);
    await h.reached('closed');
    expect(h.refused).toEqual([status]);
    expect(h.requests).toHaveLength(1);
    expect(answers).toHaveLength(1); // the second answer was never asked for
    expect(h.states).toEqual(['connecting', 'closed']);
  });

  it('closes at once, without a request, when nobody is signed in', () => {
    const h = harness([], { token: null });
    expect(h.requests).toEqual([]);
    expect(h.states).toEqual(['closed']);
  });

  it('does not reconnect after close, even when a timer it set still fires', async () => {
    const answers: Answer[] = [() => streamResponse(['data: x\n\n']), () => streamResponse([])];
    const h = harness(answers);
    const timer = await h.timers.next();
    h.stream.close();
    timer.fn();
    expect(h.requests).toHaveLength(1);
    expect(answers).toHaveLength(1);
  });
});
