// Transport rules of API.md: bodies are JSON text (sent as text/plain to avoid a CORS preflight, or as
// application/json), at most 64 KiB, objects only; every answer, including failures, is an envelope; only a
// real fault is a 500, and its answer says nothing about the cause (the log does, with the request id).
import fp from 'fastify-plugin';
import Ajv from 'ajv';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Code, Msg, type Envelope } from '@casino/shared/contract';
import { ApiError, fail, toLegacy } from '../http/envelope';
import { safeError } from '../http/log-safe';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answer in the legacy RESULT/DATA/message form too (spec §7 calls), failures included. */
    legacy?: boolean;
  }
}

/** Body schemas carrying this key are checked in the handler by the shared contract validators instead. */
export const CONTRACT_VALIDATED = 'x-validated-by';

function parseJsonText(_request: FastifyRequest, body: string | Buffer, done: (err: Error | null, body?: unknown) => void) {
  const text = typeof body === 'string' ? body : body.toString('utf8');
  if (text.trim() === '') return done(null, undefined);
  let parsed: unknown;
  try {
    // Drop prototype-polluting keys; no real request uses them.
    parsed = JSON.parse(text, (key, value) => (key === '__proto__' || key === 'constructor' ? undefined : value));
  } catch {
    return done(new ApiError(Code.PARAM_INVALID, Msg.invalid_input_value));
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    return done(new ApiError(Code.PARAM_INVALID, Msg.invalid_input_value));
  }
  return done(null, parsed);
}

/** Serialises bigint as a number (money is always a safe integer by the time it reaches an answer). */
export function toJson(payload: unknown): string {
  return JSON.stringify(payload, (_key, value) => (typeof value === 'bigint' ? Number(value) : value));
}

interface AjvIssue { keyword: string; instancePath: string; params: Record<string, unknown> }

function fieldOf(issue: AjvIssue): string | undefined {
  if (issue.keyword === 'required' && typeof issue.params.missingProperty === 'string') {
    return [issue.instancePath.slice(1).replace(/\//g, '.'), issue.params.missingProperty].filter(Boolean).join('.');
  }
  const path = issue.instancePath.slice(1).replace(/\//g, '.');
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

export default fp(async function envelope(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(['application/json', 'text/plain'], { parseAs: 'string' }, parseJsonText);
  app.addContentTypeParser('*', { parseAs: 'string' }, parseJsonText);

  // Bodies are checked strictly ("wrong types are 4001"); query strings and path parameters arrive as text,
  // so their schemas may coerce ("page=2" → 2).
  const strict = new Ajv({ coerceTypes: false, useDefaults: true, removeAdditional: false, allErrors: false, strict: false });
  const coercing = new Ajv({ coerceTypes: 'array', useDefaults: true, removeAdditional: false, allErrors: false, strict: false });
  app.setValidatorCompiler(({ schema, httpPart }) => {
    if ((schema as Record<string, unknown>)[CONTRACT_VALIDATED]) return () => true;
    if (httpPart !== 'body') return coercing.compile(schema);
    const validate = strict.compile(schema);
    return (data: unknown) => {
      const value = data === null || data === undefined ? {} : data; // no body = an empty object: "missing field"
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

  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      if (error.httpStatus >= 500) request.log.error({ err: safeError(error) }, 'request failed');
      return send(request, reply, error.httpStatus, error.toEnvelope());
    }
    const err = error as FastifyError & { validation?: AjvIssue[] };
    if (err.validation) return send(request, reply, 200, validationEnvelope(err.validation));
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || err.statusCode === 413) {
      return send(request, reply, 413, fail(Code.PARAM_INVALID, Msg.body_too_large));
    }
    if (err.statusCode === 429) return send(request, reply, 429, fail(Code.TOO_MANY_REQUESTS, Msg.too_many_requests));
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      // Malformed requests Fastify itself refuses (bad URL, unsupported encoding…): keep the status.
      request.log.info({ err: safeError(err) }, 'request refused');
      return send(request, reply, err.statusCode, fail(Code.PARAM_INVALID, Msg.invalid_input_value));
    }
    request.log.error({ err: safeError(err) }, 'request failed');
    return send(request, reply, 500, fail(Code.INTERNAL, Msg.internal_error));
  });

  app.setNotFoundHandler((request, reply) => send(request, reply, 404, fail(Code.DATABASE, Msg.item_not_found)));
}, { name: 'envelope' });
