// The member's live stream (issue 16): server-sent events from GET /main/stream, read with fetch because
// EventSource cannot send the Authorization header. Reconnects with backoff (1 s doubling to 30 s, reset once
// a stream opens); the host's 10 s init poll stays the fallback while the stream is down.
import type { MemberEvent } from '../contract/operator';

export interface MemberStreamOptions {
  url: string;
  credential: () => string | undefined;
  onEvent: (event: MemberEvent) => void;
  /** Called with true when a stream opens and false when it ends. */
  onConnected?: (connected: boolean) => void;
  /** Tests: another fetch. */
  fetchImpl?: typeof fetch;
  minDelayMs?: number;
  maxDelayMs?: number;
}

/** Splits an SSE text buffer into complete frames; answers the events and the unfinished rest. */
export function parseSse(buffer: string): { events: Array<{ type: string; data: string }>; rest: string } {
  const events: Array<{ type: string; data: string }> = [];
  const frames = buffer.replace(/\r\n/g, '\n').split('\n\n');
  const rest = frames.pop() ?? '';
  for (const frame of frames) {
    let type = 'message';
    const data: string[] = [];
    for (const line of frame.split('\n')) {
      if (line.startsWith('event:')) type = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
    }
    if (data.length > 0) events.push({ type, data: data.join('\n') });
  }
  return { events, rest };
}

export class MemberStream {
  private controller: AbortController | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running = false;
  private delay: number;
  /** True while a stream is open (the UI may say "live"). */
  connected = false;

  constructor(private readonly options: MemberStreamOptions) {
    this.delay = options.minDelayMs ?? 1000;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    void this.connect();
  }

  stop(): void {
    this.running = false;
    this.connected = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.controller?.abort();
    this.controller = null;
  }

  private retry(): void {
    if (!this.running) return;
    this.timer = setTimeout(() => { this.timer = null; void this.connect(); }, this.delay);
    this.delay = Math.min(this.delay * 2, this.options.maxDelayMs ?? 30_000);
  }

  private async connect(): Promise<void> {
    const credential = this.options.credential();
    const doFetch = this.options.fetchImpl ?? (typeof fetch === 'function' ? fetch : undefined);
    if (!credential || !doFetch || !this.running) { this.retry(); return; }
    const controller = new AbortController();
    this.controller = controller;
    try {
      const res = await doFetch(this.options.url, {
        headers: { Authorization: `Bearer ${credential}`, Accept: 'text/event-stream' }, signal: controller.signal, cache: 'no-store',
      });
      if (!res.ok || !res.body) throw new Error(`stream answered ${res.status}`);
      this.connected = true;
      this.options.onConnected?.(true);
      this.delay = this.options.minDelayMs ?? 1000;
      const reader = res.body.getReader();
      const decoder = new TextDecoder();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        const { events, rest } = parseSse(buffer);
        buffer = rest;
        for (const e of events) {
          try { this.options.onEvent({ type: e.type, data: JSON.parse(e.data) } as MemberEvent); } catch { /* a malformed frame is skipped */ }
        }
      }
    } catch {
      /* network failure, abort or refusal: retried below unless stopped */
    } finally {
      if (this.connected) this.options.onConnected?.(false);
      this.connected = false;
      if (this.controller === controller) this.controller = null;
    }
    this.retry();
  }
}
