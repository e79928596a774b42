// Fastify gives every request a child logger with the request's id bound to it, and pino runs its redaction over
// those bindings each time it makes one: ≈ 2 % of a `/main/init` poll's CPU (profile, issue 19). Most requests
// never log through it (Fastify's per-request lines are off, and the one request line is written by
// plugins/observability.ts's own logger), so the child is made the first time the request logs, from the same
// parent, bindings and options: what is logged is the same, request id and redaction included (app.test.ts).
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildOptions = Parameters<FastifyBaseLogger['child']>[1];
type LogArgs = Parameters<FastifyBaseLogger['info']>;

class LazyChildLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(private readonly parent: FastifyBaseLogger, private readonly boundTo: Bindings, private readonly options: ChildOptions) {}

  private get real(): FastifyBaseLogger {
    this.#child ??= this.parent.child(this.boundTo, this.options);
    return this.#child;
  }

  get level(): string { return this.real.level; }
  set level(level: string) { this.real.level = level; }

  fatal(...args: LogArgs): void { this.real.fatal(...args); }
  error(...args: LogArgs): void { this.real.error(...args); }
  warn(...args: LogArgs): void { this.real.warn(...args); }
  info(...args: LogArgs): void { this.real.info(...args); }
  debug(...args: LogArgs): void { this.real.debug(...args); }
  trace(...args: LogArgs): void { this.real.trace(...args); }
  silent(...args: LogArgs): void { this.real.silent(...args); }
  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger { return this.real.child(bindings, options); }
}

/** Fastify's `childLoggerFactory`: the request's child logger, made when first used. */
export const lazyChildLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = (logger, bindings, options) =>
  new LazyChildLogger(logger, bindings, options);
