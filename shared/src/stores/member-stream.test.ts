/** @jest-environment node */
// The member's live stream reader: SSE frames parsed across chunk borders, events applied to the session store
// and a reconnect with backoff after the stream ends (the session store's part: session-store.test.ts).
import { MemberStream, parseSse } from './member-stream';
import type { MemberEvent } from '../contract/operator';

function sseResponse(chunks: string[]): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const c of chunks) controller.enqueue(encoder.encode(c));
      controller.close();
    },
  });
  return { ok: true, status: 200, body } as unknown as Response;
}

test('parseSse keeps an unfinished frame for the next chunk and skips comments', () => {
  const first = parseSse(': open\nretry: 2000\n\nevent: memo.received\ndata: {"id":1,"title":"hi"}\n\nevent: balance.cha');
  expect(first.events).toEqual([{ type: 'memo.received', data: '{"id":1,"title":"hi"}' }]);
  const second = parseSse(`${first.rest}nged\ndata: {"balance":5,"points":0}\n\n`);
  expect(second.events).toEqual([{ type: 'balance.changed', data: '{"balance":5,"points":0}' }]);
  expect(second.rest).toBe('');
});

test('reads events with the bearer token and reconnects after the stream ends', async () => {
  const calls: Array<Record<string, string>> = [];
  const events: MemberEvent[] = [];
  let second!: () => void;
  const reconnected = new Promise<void>((resolve) => { second = resolve; });
  const fetchImpl = jest.fn(async (_url: string, init: RequestInit) => {
    calls.push(init.headers as Record<string, string>);
    if (calls.length === 2) second();
    return sseResponse(['event: deposit.decided\ndata: {"id":3,"status":"completed","amount":10000,"balance":10000}\n', '\n']);
  });
  const stream = new MemberStream({ url: 'http://api/main/stream', credential: () => 'tok', onEvent: (e) => events.push(e), fetchImpl: fetchImpl as unknown as typeof fetch, minDelayMs: 5 });
  stream.start();
  await reconnected;
  stream.stop();
  expect(calls[0]).toMatchObject({ Authorization: 'Bearer tok' });
  expect(events[0]).toEqual({ type: 'deposit.decided', data: { id: 3, status: 'completed', amount: 10000, balance: 10000 } });
});
