/** @jest-environment node */
// The member's live stream: events applied as member events, the open/closed state the app bar shows, a
// reconnect after the stream ends (with the last id), and the session's end on 401/403 (the reader's own rules:
// api/event-stream.test.ts; the session store's part: session-store.test.ts). Timers are injected: no waiting.
import { MemberStream } from './member-stream';
import type { MemberEvent } from '../contract/operator';

function sseResponse(chunks: string[], status = 200): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const c of chunks) controller.enqueue(encoder.encode(c));
      controller.close();
    },
  });
  return { ok: status === 200, status, body } as unknown as Response;
}

test('reads events with the bearer token, says when it is open, and reconnects with the last id after the stream ends', async () => {
  const calls: Array<Record<string, string>> = [];
  const events: MemberEvent[] = [];
  const connected: boolean[] = [];
  let fire!: (t: { fn: () => void; ms: number }) => void;
  const timerSet = new Promise<{ fn: () => void; ms: number }>((resolve) => { fire = resolve; });
  const fetchImpl = jest.fn(async (_url: string, init: RequestInit) => {
    calls.push(init.headers as Record<string, string>);
    return sseResponse(['id: a-7\nevent: deposit.decided\ndata: {"id":3,"status":"completed","amount":10000,"balance":10000}\n', '\n', 'data: not json\n\n']);
  });
  const stream = new MemberStream({
    url: 'http://api/main/stream', credential: () => 'tok', onEvent: (e) => events.push(e), onConnected: (c) => connected.push(c),
    fetchImpl: fetchImpl as unknown as typeof fetch, random: () => 0,
    setTimer: (fn, ms) => { fire({ fn, ms }); return 1; }, clearTimer: () => undefined,
  });
  stream.start();
  const timer = await timerSet;
  expect(calls[0]).toMatchObject({ Authorization: 'Bearer tok' });
  // the malformed frame is skipped
  expect(events).toEqual([{ type: 'deposit.decided', data: { id: 3, status: 'completed', amount: 10000, balance: 10000 } }]);
  expect(connected).toEqual([true, false]);
  expect(timer.ms).toBe(1000);
  timer.fn();
  stream.stop();
  expect(calls[1]).toMatchObject({ Authorization: 'Bearer tok', 'Last-Event-ID': 'a-7' });
});

test('a refused credential (403) stops the stream and ends the session, with no retry', async () => {
  const setTimer = jest.fn();
  const fetchImpl = jest.fn(async () => sseResponse([], 403));
  const refused = await new Promise<number>((resolve) => {
    new MemberStream({
      url: 'http://api/main/stream', credential: () => 'tok', onEvent: () => undefined, onRefused: resolve,
      fetchImpl: fetchImpl as unknown as typeof fetch, setTimer,
    }).start();
  });
  expect(refused).toBe(403);
  expect(fetchImpl).toHaveBeenCalledTimes(1);
  expect(setTimer).not.toHaveBeenCalled();
});
