// Transport rules of API.md: bodies are JSON text (sent as text/plain to avoid a CORS preflight, or as
// application/json), at most 64 KiB, objects only; every answer, including failures, is an envelope; only a
// real fault is a 500, and its answer says nothing about the cause (the log does, with the request id).
import fp from 'fastify-plugin';
import Ajv from 'ajv';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Code, Msg, type Envelope } from '@casino/shared/contract';
import { CONTRACT_VALIDATED } from '@casino/shared/contract/schemas/common';
import { HandlerFailure, fail, toJson, toLegacy } from '../http/envelope';
import { safeError } from '../http/log-safe';
import { pgError } from '../db/values';
import { findBadText, hasBadText, integerTextError, withIntegerBounds } from '../http/input-rules';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answer in the legacy RESULT/DATA/message form too (spec §7 calls), failures included. */
    legacy?: boolean;
  }
}

function parseJsonText(_request: FastifyRequest, body: string | Buffer, done: (err: Error | null, body?: unknown) => void) {
  const text = typeof body === 'string' ? body : body.toString('utf8');
  if (text.trim() === '') return done(null, undefined);
  let parsed: unknown;
  try {
    // Drop prototype-polluting keys; no real request uses them.
    parsed = JSON.parse(text, (key, value) => (key === '__proto__' || key === 'constructor' ? undefined : value));
  } catch {
    return done(new HandlerFailure(Code.PARAM_INVALID, Msg.invalid_input_value, 'body'));
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    return done(new HandlerFailure(Code.PARAM_INVALID, Msg.invalid_input_value, 'body'));
  }
  // The string rule, for every body of every route: no NUL, no lone surrogate, in any value or key.
  const bad = findBadText(parsed);
  if (bad !== undefined) return done(new HandlerFailure(Code.PARAM_INVALID, Msg.invalid_input_value, bad || 'body'));
  return done(null, parsed);
}

interface AjvIssue { keyword: string; instancePath: string; params: Record<string, unknown> }

function fieldOf(issue: AjvIssue): string | undefined {
  if (issue.keyword === 'required' && typeof issue.params.missingProperty === 'string') {
    return [issue.instancePath.slice(1).replace(/\//g, '.'), issue.params.missingProperty].filter(Boolean).join('.');
  }
  const path = issue.instancePath.slice(1).replace(/\//g, '.');
  // a property the schema does not have (additionalProperties: false): named when its name is a plain one (a
  // client's own text otherwise: the object's path, else `body`)
  if (issue.keyword === 'additionalProperties') {
    const extra = issue.params.additionalProperty;
    const named = typeof extra === 'string' && /^[A-Za-z0-9_-]{1,40}$/.test(extra) ? [path, extra].filter(Boolean).join('.') : path;
    return named || 'body';
  }
  return path || undefined;
}

/** Maps a schema validation failure to 4000 (missing) / 4001 (invalid) with the field name. */
export function validationEnvelope(issues: AjvIssue[]): Envelope<null> {
  const first = issues[0];
  if (!first) return fail(Code.PARAM_INVALID, Msg.invalid_input_value);
  // An empty string where a non-empty one is required counts as missing, as in the contract validators.
  const missing = first.keyword === 'required' || (first.keyword === 'minLength' && first.params.limit === 1);
  return fail(missing ? Code.PARAM_MISSING : Code.PARAM_INVALID, missing ? Msg.required_input_missing : Msg.invalid_input_value, fieldOf(first));
}

/** The key of the first query parameter whose text is not valid percent-encoded UTF-8 (`%FF`, a lone `%`, a
 *  lone surrogate written as `%ED%A0%80`): the query parser would keep such text as it is. */
function undecodableQueryKey(url: string): string | undefined {
  const start = url.indexOf('?');
  if (start < 0) return undefined;
  for (const pair of url.slice(start + 1).split('&')) {
    const eq = pair.indexOf('=');
    const rawKey = eq < 0 ? pair : pair.slice(0, eq);
    const decode = (text: string) => decodeURIComponent(text.replace(/\+/g, ' '));
    let key: string;
    try { key = decode(rawKey); } catch { return 'query'; }
    try { if (eq >= 0) decode(pair.slice(eq + 1)); } catch { return key; }
  }
  return undefined;
}

const plainField = (name: string) => (/^[A-Za-z0-9_-]{1,64}$/.test(name) ? name : 'url');

/** The input a refusal by Fastify itself concerns. */
function frameworkField(code: string | undefined): string {
  if (code === 'FST_ERR_BAD_URL' || code === 'FST_ERR_MAX_PARAM_LENGTH') return 'url';
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH') return 'content-type';
  return 'body'; // the other refusals of Fastify concern the body (empty JSON, bad encoding, unsupported charset…)
}

/** Fastify's own refusals before routing (a URL that does not decode, an over-long path parameter): the same
 *  envelope as every other refusal, instead of Fastify's default body (which names its internal error code).
 *  Passed to Fastify as `frameworkErrors` (see app.ts). */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  void reply.status(status).type('application/json; charset=utf-8')
    .send(toJson(fail(Code.PARAM_INVALID, Msg.invalid_input_value, frameworkField(error.code))));
}

export default fp(async function envelope(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(['application/json', 'text/plain'], { parseAs: 'string' }, parseJsonText);
  app.addContentTypeParser('*', { parseAs: 'string' }, parseJsonText);

  // Bodies are checked strictly ("wrong types are 4001"); query strings and path parameters arrive as text,
  // so their schemas may coerce ("page=2" → 2).
  // Every integer gets a range (the schema's own, else the safe-integer range of the input rules), and an
  // integer in a query or path must be written as decimal digits: "1e3", "0x10", "1.0", "Infinity" are refused.
  // Checking each route schema against JSON Schema's meta-schema first compiles that meta-schema (≈ 130 ms, on the
  // event loop just after listen, ahead of the first request): done in development and tests, where a schema is
  // written; a production start trusts the schemas those runs checked.
  const validateSchema = !app.config.production;
  const strict = new Ajv({ coerceTypes: false, useDefaults: true, removeAdditional: false, allErrors: false, strict: false, validateSchema });
  const coercing = new Ajv({ coerceTypes: 'array', useDefaults: true, removeAdditional: false, allErrors: false, strict: false, validateSchema });
  const refuse = (issue: AjvIssue) => ({ error: Object.assign(new Error('validation failed'), { validation: [issue] }) });
  // Compiling every route's schemas took ≈ 0.9 s of the start (issue 19: /health within 2 s). Each validator is
  // compiled when first needed, and the rest are compiled in the background once the server listens, one per
  // turn of the event loop, so requests are served in between.
  const uncompiled: Array<() => unknown> = [];
  const lazily = <T>(compile: () => T): (() => T) => {
    let compiled: T | undefined;
    const get = () => (compiled ??= compile());
    uncompiled.push(get);
    return get;
  };
  let closing = false;
  app.addHook('onListen', async () => {
    const step = () => {
      const next = closing ? undefined : uncompiled.shift();
      if (!next) return;
      next();
      setImmediate(step);
    };
    setImmediate(step);
  });
  app.addHook('preClose', async () => { closing = true; });
  app.setValidatorCompiler(({ schema: declared, httpPart }) => {
    // a body marked contractValidated is checked in the handler by the contract validators (validate.ts)
    if ((declared as Record<string, unknown>)[CONTRACT_VALIDATED]) return () => true;
    const schema = withIntegerBounds(declared);
    if (httpPart !== 'body') {
      const validator = lazily(() => coercing.compile(schema));
      return (data: unknown) => {
        const issue = integerTextError(schema, data);
        if (issue) return refuse(issue);
        const validate = validator();
        if (validate(data)) return { value: data };
        return { error: Object.assign(new Error('validation failed'), { validation: validate.errors ?? [] }) };
      };
    }
    const validator = lazily(() => strict.compile(schema));
    return (data: unknown) => {
      const value = data === null || data === undefined ? {} : data; // no body = an empty object: "missing field"
      const validate = validator();
      if (validate(value)) return { value };
      const error = Object.assign(new Error('validation failed'), { validation: validate.errors ?? [] });
      return { error };
    };
  });
  // Response schemas document the API; answers are plain JSON (never reshaped by a serializer).
  app.setSerializerCompiler(() => toJson);
  app.setReplySerializer(toJson);

  const send = (request: FastifyRequest, reply: FastifyReply, status: number, envelope: Envelope<null>) => {
    const body = request.routeOptions?.config?.legacy ? toLegacy(envelope) : envelope;
    return reply.status(status).type('application/json; charset=utf-8').send(body);
  };

  // The string rule for what arrives before the body: header values (read by the auth hooks), the query and
  // the path parameters. Bodies are checked by the parser above.
  app.addHook('onRequest', (request, _reply, done) => {
    for (const [name, value] of Object.entries(request.headers)) {
      if (hasBadText(value)) throw new HandlerFailure(Code.PARAM_INVALID, Msg.invalid_input_value, name);
    }
    const badQueryKey = undecodableQueryKey(request.url);
    if (badQueryKey !== undefined) throw new HandlerFailure(Code.PARAM_INVALID, Msg.invalid_input_value, plainField(badQueryKey));
    for (const part of [request.params, request.query]) {
      if (part === null || typeof part !== 'object') continue;
      for (const [name, value] of Object.entries(part as Record<string, unknown>)) {
        if (hasBadText(name) || hasBadText(value)) throw new HandlerFailure(Code.PARAM_INVALID, Msg.invalid_input_value, plainField(name));
      }
    }
    done(); // synchronous (a throw above refuses the request): no promise per request
  });

  app.setErrorHandler((error: FastifyError | HandlerFailure, request, reply) => {
    if (error instanceof HandlerFailure) {
      if (error.httpStatus >= 500) request.log.error({ err: safeError(error) }, 'request failed');
      return send(request, reply, error.httpStatus, error.toEnvelope());
    }
    const err = error as FastifyError & { validation?: AjvIssue[] };
    if (err.validation) return send(request, reply, 200, validationEnvelope(err.validation));
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || err.statusCode === 413) {
      return send(request, reply, 413, fail(Code.PARAM_INVALID, Msg.body_too_large, 'body'));
    }
    if (err.statusCode === 429) return send(request, reply, 429, fail(Code.TOO_MANY_REQUESTS, Msg.too_many_requests));
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      // Malformed requests Fastify itself refuses (bad URL, unsupported encoding…): keep the status.
      request.log.info({ err: safeError(err) }, 'request refused');
      return send(request, reply, err.statusCode, fail(Code.PARAM_INVALID, Msg.invalid_input_value, frameworkField(err.code)));
    }
    const safe = safeError(err);
    if (safe.code?.startsWith('22') && pgError(err)) {
      // Backstop of the input rules: PostgreSQL refused a value of the request (SQLSTATE class 22, data
      // exception: invalid byte sequence, out of range, invalid text representation…). The statement failed,
      // so its transaction rolled back: nothing changed. A bad input, not a fault; logged, to fix the rule.
      request.log.warn({ err: safe }, 'input refused by the database');
      return send(request, reply, 200, fail(Code.PARAM_INVALID, Msg.invalid_input_value, 'request'));
    }
    if (safe.code === '55P03' && pgError(err)) {
      // lock_not_available: a statement with a lock timeout (the ledger anchor's, repositories/ledger-repository.ts)
      // found what it needed still held by other work after its tries. Its transaction rolled back: nothing changed,
      // and the same call a moment later goes through. Not a fault: 503 with Retry-After, logged as a warning.
      request.log.warn({ err: safe }, 'request gave way to other work');
      reply.header('retry-after', '1');
      return send(request, reply, 503, fail(Code.UNKNOWN, Msg.busy_try_again));
    }
    request.log.error({ err: safe }, 'request failed');
    return send(request, reply, 500, fail(Code.INTERNAL, Msg.internal_error));
  });

  app.setNotFoundHandler((request, reply) => send(request, reply, 404, fail(Code.DATABASE, Msg.item_not_found)));
}, { name: 'envelope', dependencies: ['core'] });
