// The one server-sent-events reader (issue 46), for the member's stream and the back office's. It reads with
// fetch, because EventSource cannot send the bearer token, and parses with eventsource-parser, so it runs in
// browsers and in Node 20 alike. It sends Last-Event-ID on reconnect (the server replays what was missed),
// waits the server's `retry:` as the base delay, doubles it per failed attempt with jitter (a restarted
// server is not hit by every client at once), and stops for good on 401/403: a dead session is not retried.
import { createParser } from 'eventsource-parser';

export interface StreamEvent {
  /** The event type; 'message' when the server named none. */
  event: string;
  data: string;
  /** The last event id in effect (the spec's lastEventId: an id stays until the server sends another). */
  id?: string;
}

export type StreamState = 'connecting' | 'open' | 'waiting' | 'closed';

export interface BackoffOptions {
  /** The first wait when the server sent no `retry:`. */
  initialMs: number;
  /** The longest wait before jitter. */
  maxMs: number;
}
export const DEFAULT_BACKOFF: BackoffOptions = { initialMs: 1000, maxMs: 30_000 };

/**
 * The wait before reconnect attempt `attempt` (0-based): `baseMs` doubled per attempt, capped at maxMs, plus
 * up to half again at random. Never below the base, so a server's `retry:` is honoured.
 */
export function backoffDelay(attempt: number, baseMs: number, maxMs: number, random: () => number): number {
  const exp = Math.min(maxMs, baseMs * 2 ** Math.min(attempt, 20));
  return Math.round(exp * (1 + Math.min(Math.max(random(), 0), 1) / 2));
}

/**
 * An incremental parser over eventsource-parser: feed decoded text as it arrives. It keeps the last event id
 * (the library reports an id only on the event that carried it).
 */
export function createEventParser(onEvent: (e: StreamEvent) => void, onRetry?: (ms: number) => void) {
  let lastEventId: string | undefined;
  const parser = createParser({
    onEvent(message) {
      if (message.id !== undefined) lastEventId = message.id;
      onEvent({ event: message.event || 'message', data: message.data, ...(lastEventId !== undefined ? { id: lastEventId } : {}) });
    },
    onRetry: (ms) => onRetry?.(ms),
  });
  return {
    push(chunk: string): void { parser.feed(chunk); },
    get lastEventId(): string | undefined { return lastEventId; },
  };
}

export interface EventStreamOptions {
  url: string;
  /** The bearer token; none means nobody is signed in, and the stream closes. */
  getToken: () => string | null | undefined;
  onEvent: (e: StreamEvent) => void;
  onState?: (s: StreamState) => void;
  /** The server refused the credential (401/403): the stream has stopped for good. */
  onUnauthorised?: (status: number) => void;
  backoff?: BackoffOptions;
  fetchImpl?: typeof fetch;
  /** Tests: the jitter's source (0 ≤ n < 1) and the timer, so that no test waits. */
  random?: () => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (t: unknown) => void;
}

export interface EventStream {
  close(): void;
}

export function openEventStream(o: EventStreamOptions): EventStream {
  const backoff = o.backoff ?? DEFAULT_BACKOFF;
  const random = o.random ?? Math.random;
  const setTimer = o.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = o.clearTimer ?? ((t) => clearTimeout(t as ReturnType<typeof setTimeout>));
  let closed = false;
  let attempt = 0;
  let serverRetry: number | null = null;
  let lastEventId: string | undefined;
  let controller: AbortController | null = null;
  let timer: unknown = null;

  const setState = (s: StreamState) => o.onState?.(s);

  const schedule = () => {
    if (closed) return;
    setState('waiting');
    const delay = backoffDelay(attempt, serverRetry ?? backoff.initialMs, backoff.maxMs, random);
    attempt += 1;
    timer = setTimer(() => { timer = null; void connect(); }, delay);
  };

  const connect = async () => {
    if (closed) return;
    const token = o.getToken();
    if (!token) { closed = true; setState('closed'); return; }
    setState('connecting');
    const current = new AbortController();
    controller = current;
    const headers: Record<string, string> = { Accept: 'text/event-stream', Authorization: `Bearer ${token}` };
    if (lastEventId) headers['Last-Event-ID'] = lastEventId;
    try {
      const doFetch = o.fetchImpl ?? fetch;
      // priority low: a stream that stays open must not rank with the page's own requests. At fetch's default (high)
      // it counted as a critical request in flight for as long as the page was open, and Lighthouse waited 45 s for
      // the page to finish loading, then warned that the page "loaded too slowly" (issue 48).
      const res = await doFetch(o.url, { headers, signal: current.signal, cache: 'no-store', credentials: 'omit', priority: 'low' });
      if (closed) return;
      if (res.status === 401 || res.status === 403) {
        closed = true;
        setState('closed');
        o.onUnauthorised?.(res.status);
        return;
      }
      if (!res.ok || !res.body) { schedule(); return; }
      attempt = 0;
      setState('open');
      const parser = createEventParser((e) => {
        if (e.id !== undefined) lastEventId = e.id;
        if (!closed) o.onEvent(e);
      }, (ms) => { serverRetry = ms; });
      const reader = res.body.getReader();
      const decoder = new TextDecoder();
      for (;;) {
        const { done, value } = await reader.read();
        if (done || closed) break;
        parser.push(decoder.decode(value, { stream: true }));
      }
      schedule();
    } catch {
      // a network failure or our own abort: retried unless closed
      schedule();
    } finally {
      if (controller === current) controller = null;
    }
  };

  void connect();
  return {
    close() {
      if (closed) return;
      closed = true;
      if (timer !== null) clearTimer(timer);
      timer = null;
      controller?.abort();
      setState('closed');
    },
  };
}
