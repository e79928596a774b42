// Live updates for the console: one operator event stream per tab while logged in. Pages subscribe to the
// events they care about (a queue drops a request another cashier decided, the dashboard recounts); the
// connection state is shown in the header so an operator knows when the page is not live. The reader is the
// shared one (Last-Event-ID, the server's retry, jittered backoff, a stop on 401/403).
import { makeAutoObservable } from 'mobx';
import { openEventStream, type StreamEvent, type StreamState } from '@casino/shared';

export interface LiveEvent { type: string; data: Record<string, unknown> }
type Listener = (e: LiveEvent) => void;

export class LiveStore {
  state: StreamState = 'closed';
  /** Bumped on every event: observers that only need "something changed" watch it. */
  revision = 0;
  private listeners = new Set<Listener>();
  private stream: { close: () => void } | null = null;

  constructor(private readonly opts: { url: () => string; getToken: () => string | null; onUnauthorised: () => void; open?: typeof openEventStream }) {
    makeAutoObservable<LiveStore, 'listeners' | 'stream' | 'opts'>(this, { listeners: false, stream: false, opts: false }, { autoBind: true });
  }

  start(): void {
    if (this.stream) return;
    this.stream = (this.opts.open ?? openEventStream)({
      url: this.opts.url(),
      getToken: this.opts.getToken,
      onEvent: this.receive,
      onState: this.setState,
      onUnauthorised: this.opts.onUnauthorised,
    });
  }

  stop(): void {
    this.stream?.close();
    this.stream = null;
    this.state = 'closed';
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => { this.listeners.delete(listener); };
  }

  setState(state: StreamState): void { this.state = state; }

  receive(e: StreamEvent): void {
    let data: Record<string, unknown> = {};
    try { const parsed = JSON.parse(e.data); if (parsed && typeof parsed === 'object') data = parsed as Record<string, unknown>; } catch { /* keep-alive or text */ }
    const type = typeof data.type === 'string' && e.event === 'message' ? data.type : e.event;
    this.revision += 1;
    const event = { type, data };
    this.listeners.forEach((l) => l(event));
  }
}
