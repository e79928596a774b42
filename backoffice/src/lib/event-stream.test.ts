import { backoffDelay, createSseParser, openEventStream, type StreamEvent } from './event-stream';

describe('SSE parser', () => {
  it('parses events split across chunks, multi-line data, CRLF, ids and comments', () => {
    const events: StreamEvent[] = [];
    const retries: number[] = [];
    const p = createSseParser((e) => events.push(e), (ms) => retries.push(ms));
    p.push(': ping\n\nevent: deposit.cre');
    p.push('ated\r\ndata: {"id":1,\ndata: "amount":5}\r\nid: 42\r\n\r\n');
    p.push('retry: 3000\ndata: plain\n\n');
    expect(events).toEqual([
      { event: 'deposit.created', data: '{"id":1,\n"amount":5}', id: '42' },
      { event: 'message', data: 'plain', id: '42' },
    ]);
    expect(retries).toEqual([3000]);
    expect(p.lastEventId).toBe('42');
  });

  it('dispatches nothing for an event without data', () => {
    const events: StreamEvent[] = [];
    const p = createSseParser((e) => events.push(e));
    p.push('event: x\n\n');
    expect(events).toEqual([]);
  });
});

describe('backoff', () => {
  it('doubles from 1 s and stops at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 40].map((n) => backoffDelay(n))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });
});

/** A streamed answer (jsdom has no ReadableStream: the body is the reader the client uses). */
function streamResponse(chunks: string[]): Response {
  const queue = chunks.map((c) => new TextEncoder().encode(c));
  const body = { getReader: () => ({ read: async () => (queue.length ? { done: false, value: queue.shift() } : { done: true, value: undefined }) }) };
  return { ok: true, status: 200, body } as unknown as Response;
}

describe('openEventStream', () => {
  it('sends the bearer token, reconnects with backoff after the stream ends, and resumes from the last id', async () => {
    const requests: Array<Record<string, string>> = [];
    const timers: Array<{ fn: () => void; ms: number }> = [];
    const events: string[] = [];
    let n = 0;
    const fetchImpl = (async (_url: string, init: RequestInit) => {
      requests.push(init.headers as Record<string, string>);
      n += 1;
      if (n === 2) throw new TypeError('offline');
      return streamResponse([`id: ${n}\nevent: deposit.created\ndata: {"id":${n}}\n\n`]);
    }) as unknown as typeof fetch;
    const done = new Promise<void>((resolve) => {
      const s = openEventStream({
        url: 'http://api/operator/stream', getToken: () => 'tok', fetchImpl,
        onEvent: (e) => { events.push(e.data); if (events.length === 2) { s.close(); resolve(); } },
        setTimer: (fn, ms) => { timers.push({ fn, ms }); if (timers.length < 10) queueMicrotask(fn); else resolve(); return timers.length; },
        clearTimer: () => undefined,
      });
    });
    await done;
    expect(events).toEqual(['{"id":1}', '{"id":3}']);
    expect(requests[0]).toMatchObject({ Authorization: 'Bearer tok', Accept: 'text/event-stream' });
    expect(requests[0]['Last-Event-ID']).toBeUndefined();
    expect(requests[2]['Last-Event-ID']).toBe('1');
    // after the first stream ended: 1 s; after the network failure: 2 s (the first connection had reset it to 0)
    expect(timers.map((t) => t.ms)).toEqual([1000, 2000]);
  });

  it('stops for good when the server refuses the credential', async () => {
    let calls = 0;
    const unauthorised = jest.fn();
    const fetchImpl = (async () => { calls += 1; return { ok: false, status: 403, body: null } as unknown as Response; }) as unknown as typeof fetch;
    const setTimer = jest.fn();
    await new Promise<void>((resolve) => {
      openEventStream({ url: 'x', getToken: () => 'tok', fetchImpl, onEvent: () => undefined, onUnauthorised: () => { unauthorised(); resolve(); }, setTimer });
    });
    expect(calls).toBe(1);
    expect(unauthorised).toHaveBeenCalledTimes(1);
    expect(setTimer).not.toHaveBeenCalled();
  });
});
