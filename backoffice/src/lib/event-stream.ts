// A server-sent-events reader over fetch, because EventSource cannot send the operator's bearer token.
// It parses the text/event-stream format (event, data, id, retry; comments are keep-alives), reconnects
// with exponential backoff (reset once a connection opens) and sends Last-Event-ID so the server may
// replay what was missed. A 401/403 ends it: a dead session is not retried.

export interface StreamEvent { event: string; data: string; id?: string }
export type StreamState = 'connecting' | 'open' | 'waiting' | 'closed';

/** Incremental parser: feed it decoded text as it arrives; it calls `onEvent` for every complete event. */
export function createSseParser(onEvent: (e: StreamEvent) => void, onRetry?: (ms: number) => void) {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let id: string | undefined;
  const dispatch = () => {
    if (data.length) onEvent({ event: event || 'message', data: data.join('\n'), ...(id !== undefined ? { id } : {}) });
    event = ''; data = [];
  };
  return {
    push(chunk: string) {
      buffer += chunk;
      let nl: number;
      while ((nl = buffer.search(/\r\n|\r|\n/)) >= 0) {
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + (buffer.startsWith('\r\n', nl) ? 2 : 1));
        if (line === '') { dispatch(); continue; }
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        let value = colon < 0 ? '' : line.slice(colon + 1);
        if (value.startsWith(' ')) value = value.slice(1);
        if (field === 'event') event = value;
        else if (field === 'data') data.push(value);
        else if (field === 'id' && !value.includes('\0')) id = value;
        else if (field === 'retry' && /^\d+$/.test(value)) onRetry?.(Number(value));
      }
    },
    get lastEventId() { return id; },
  };
}

export interface BackoffOptions { initialMs: number; maxMs: number }
export const DEFAULT_BACKOFF: BackoffOptions = { initialMs: 1000, maxMs: 30_000 };

/** The wait before reconnect attempt `attempt` (0-based): doubling from initialMs, capped at maxMs. */
export function backoffDelay(attempt: number, o: BackoffOptions = DEFAULT_BACKOFF): number {
  return Math.min(o.maxMs, o.initialMs * 2 ** Math.min(attempt, 20));
}

export interface EventStreamOptions {
  url: string;
  getToken: () => string | null;
  onEvent: (e: StreamEvent) => void;
  onState?: (s: StreamState) => void;
  /** The server refused the credential (401/403): the stream stops. */
  onUnauthorised?: () => void;
  backoff?: BackoffOptions;
  fetchImpl?: typeof fetch;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (t: unknown) => void;
}

export function openEventStream(o: EventStreamOptions): { close: () => void } {
  const setTimer = o.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = o.clearTimer ?? ((t) => clearTimeout(t as ReturnType<typeof setTimeout>));
  let closed = false;
  let attempt = 0;
  let serverRetry: number | null = null;
  let lastEventId: string | undefined;
  let controller: AbortController | null = null;
  let timer: unknown = null;

  const schedule = () => {
    if (closed) return;
    o.onState?.('waiting');
    const delay = serverRetry ?? backoffDelay(attempt, o.backoff);
    attempt += 1;
    timer = setTimer(() => { timer = null; void connect(); }, delay);
  };

  const connect = async () => {
    if (closed) return;
    const token = o.getToken();
    if (!token) { o.onState?.('closed'); return; }
    o.onState?.('connecting');
    controller = new AbortController();
    const headers: Record<string, string> = { Accept: 'text/event-stream', Authorization: `Bearer ${token}` };
    if (lastEventId) headers['Last-Event-ID'] = lastEventId;
    try {
      const res = await (o.fetchImpl ?? fetch)(o.url, { headers, signal: controller.signal, cache: 'no-store', credentials: 'omit' });
      if (res.status === 401 || res.status === 403) { closed = true; o.onState?.('closed'); o.onUnauthorised?.(); return; }
      if (!res.ok || !res.body) { schedule(); return; }
      attempt = 0;
      o.onState?.('open');
      const parser = createSseParser((e) => { if (e.id !== undefined) lastEventId = e.id; o.onEvent(e); }, (ms) => { serverRetry = ms; });
      const reader = res.body.getReader();
      const decoder = new TextDecoder();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parser.push(decoder.decode(value, { stream: true }));
      }
      schedule();
    } catch {
      if (!closed) schedule();
    }
  };

  void connect();
  return {
    close() {
      closed = true;
      if (timer !== null) clearTimer(timer);
      controller?.abort();
      o.onState?.('closed');
    },
  };
}
