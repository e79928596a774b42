// Server-sent events over a hijacked reply (issue 16): `id:` + `event:` + `data:` frames, a `retry:` once per
// connection, a comment every 25 s that also re-checks the session (a revoked or expired one ends the stream),
// and an end when the app closes. Clients read it with the shared reader (@casino/shared api/event-stream.ts:
// fetch with the bearer token, jittered backoff). On reconnect they send Last-Event-ID; the events after it are
// replayed from the source's bounded history (issue 46), or none when the id is unknown or too old: then the
// client's poll catches up, as after a fresh connect.
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const SSE_PING_MS = 25_000;
/** The base reconnect delay the server asks for (the client doubles it, with jitter, per failed attempt). */
export const SSE_RETRY_MS = 2000;
/** Events kept per source for replay: a minute or two of a busy site. */
export const SSE_HISTORY = 500;

export interface SseChannel {
  send(type: string, data: unknown, id?: string): void;
  end(): void;
}

/** Where a stream's events come from: each with an id that grows, and a bounded history to replay from. */
export interface SseSource<M> {
  /** Calls `fn` with every new message and its id; answers the unsubscribe function. */
  subscribe(fn: (message: M, id: string) => void): () => void;
  /** The messages after `id`, oldest first; null when the id is unknown or has left the history. */
  after(id: string): Array<{ id: string; message: M }> | null;
}

export interface SseOptions<M> {
  source: SseSource<M>;
  /** Writes `message` on the channel when it is this stream's; called for live and replayed messages alike. */
  deliver: (channel: SseChannel, message: M, id: string) => void;
  /** Re-checked at every ping: false ends the stream. */
  alive: () => Promise<boolean>;
  /** Called when the app closes: ends the stream. Answers the unregister function. */
  onAppClose: (end: () => void) => () => void;
  pingMs?: number;
  retryMs?: number;
}

/**
 * A bounded, in-memory event history with ids `<epoch>-<n>`: n grows by one per event, and the epoch is drawn
 * per process, so an id from another instance or from before a restart is unknown here (never misread).
 */
export function createEventLog<M>(capacity = SSE_HISTORY, epoch = randomBytes(4).toString('hex')) {
  const entries: Array<{ n: number; message: M }> = [];
  let last = 0;
  return {
    append(message: M): string {
      last += 1;
      entries.push({ n: last, message });
      if (entries.length > capacity) entries.shift();
      return `${epoch}-${last}`;
    },
    after(id: string): Array<{ id: string; message: M }> | null {
      const match = /^([0-9a-f]+)-(\d{1,15})$/.exec(id);
      if (!match || match[1] !== epoch) return null;
      const n = Number(match[2]);
      const first = entries[0]?.n ?? last + 1;
      // n = first - 1 is the last one the client saw before the oldest kept: nothing is lost yet
      if (n > last || n < first - 1) return null;
      return entries.filter((e) => e.n > n).map((e) => ({ id: `${epoch}-${e.n}`, message: e.message }));
    },
  };
}

export function openSse<M>(request: FastifyRequest, reply: FastifyReply, options: SseOptions<M>): void {
  reply.hijack();
  const raw = reply.raw;
  const headers = { ...reply.getHeaders() } as Record<string, string | number | string[]>;
  delete headers['content-length'];
  raw.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-store, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  raw.write(`: open\nretry: ${options.retryMs ?? SSE_RETRY_MS}\n\n`);
  let ended = false;
  let unsubscribe = (): void => undefined;
  const unregister = options.onAppClose(() => channel.end());
  const ping = setInterval(() => {
    options.alive().then((alive) => {
      if (!alive) channel.end();
      else if (!ended) raw.write(': ping\n\n');
    }).catch(() => channel.end());
  }, options.pingMs ?? SSE_PING_MS);
  ping.unref();
  const cleanup = () => {
    clearInterval(ping);
    unsubscribe();
    unregister();
  };
  const channel: SseChannel = {
    send(type, data, id) {
      if (ended) return;
      // an id never holds a line break (ours are `<hex>-<n>`), so it cannot split the frame
      raw.write(`${id ? `id: ${id}\n` : ''}event: ${type}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end() {
      if (ended) return;
      ended = true;
      cleanup();
      raw.end();
    },
  };
  // Replay and subscribe in one synchronous step: no message can arrive between the two.
  const lastEventId = request.headers['last-event-id'];
  const missed = typeof lastEventId === 'string' && lastEventId ? options.source.after(lastEventId) : null;
  for (const { id, message } of missed ?? []) options.deliver(channel, message, id);
  if (ended) return; // a replayed event ended the stream (session.revoked)
  unsubscribe = options.source.subscribe((message, id) => options.deliver(channel, message, id));
  request.raw.on('close', () => {
    if (ended) return;
    ended = true;
    cleanup();
  });
}
