// The member's live stream (issue 16): server-sent events from GET /main/stream, read by the one SSE reader
// (api/event-stream.ts: Last-Event-ID on reconnect, the server's retry, jittered backoff, a stop on 401/403).
// The host's 10 s init poll stays the fallback while the stream is down.
import type { MemberEvent } from '../contract/operator';
import { openEventStream, type BackoffOptions, type EventStream, type StreamEvent } from '../api/event-stream';

export interface MemberStreamOptions {
  url: string;
  credential: () => string | undefined;
  onEvent: (event: MemberEvent) => void;
  /** Called with true when a stream opens and false when it ends. */
  onConnected?: (connected: boolean) => void;
  /** The server refused the credential (401/403): the stream has stopped, the session is over. */
  onRefused?: (status: number) => void;
  /** Tests: another fetch, backoff, jitter source and timer. */
  fetchImpl?: typeof fetch;
  backoff?: BackoffOptions;
  random?: () => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (t: unknown) => void;
}

export class MemberStream {
  private stream: EventStream | null = null;
  /** True while a stream is open (the UI may say "live"). */
  connected = false;

  constructor(private readonly options: MemberStreamOptions) {}

  start(): void {
    if (this.stream) return;
    const o = this.options;
    this.stream = openEventStream({
      url: o.url,
      getToken: o.credential,
      onEvent: (e) => this.receive(e),
      onState: (state) => this.setConnected(state === 'open'),
      onUnauthorised: (status) => { this.stream = null; o.onRefused?.(status); },
      ...(o.fetchImpl ? { fetchImpl: o.fetchImpl } : {}),
      ...(o.backoff ? { backoff: o.backoff } : {}),
      ...(o.random ? { random: o.random } : {}),
      ...(o.setTimer ? { setTimer: o.setTimer } : {}),
      ...(o.clearTimer ? { clearTimer: o.clearTimer } : {}),
    });
  }

  stop(): void {
    this.stream?.close();
    this.stream = null;
    this.setConnected(false);
  }

  private setConnected(connected: boolean): void {
    if (connected === this.connected) return;
    this.connected = connected;
    this.options.onConnected?.(connected);
  }

  private receive(e: StreamEvent): void {
    try {
      this.options.onEvent({ type: e.event, data: JSON.parse(e.data) } as MemberEvent);
    } catch { /* a malformed frame is skipped */ }
  }
}
