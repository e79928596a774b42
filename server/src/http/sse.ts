// Server-sent events over a hijacked reply (issue 16): `event:` + `data:` frames, a comment every 25 s that
// also re-checks the session (a revoked or expired one ends the stream), and an end when the app closes.
// Clients read it with fetch (the bearer token goes in the Authorization header) and reconnect with backoff.
import type { FastifyReply, FastifyRequest } from 'fastify';

export const SSE_PING_MS = 25_000;

export interface SseChannel {
  send(type: string, data: unknown): void;
  end(): void;
}

export interface SseOptions {
  /** Subscribes the channel to its events; answers the unsubscribe function. */
  subscribe: (channel: SseChannel) => () => void;
  /** Re-checked at every ping: false ends the stream. */
  alive: () => Promise<boolean>;
  /** Called when the app closes: ends the stream. Answers the unregister function. */
  onAppClose: (end: () => void) => () => void;
  pingMs?: number;
}

export function openSse(request: FastifyRequest, reply: FastifyReply, options: SseOptions): void {
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
  raw.write(': open\nretry: 2000\n\n');
  let ended = false;
  const channel: SseChannel = {
    send(type, data) {
      if (ended) return;
      raw.write(`event: ${type}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end() {
      if (ended) return;
      ended = true;
      cleanup();
      raw.end();
    },
  };
  const unsubscribe = options.subscribe(channel);
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
  request.raw.on('close', () => {
    if (ended) return;
    ended = true;
    cleanup();
  });
}
