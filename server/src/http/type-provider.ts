// Route handlers take their request types from their schemas (issue 46: one schema source). The schemas live in
// @casino/shared/contract/schemas; the type provider turns a route's `body`, `querystring` and `params` into the
// handler's types, so no route states a `Body` type by hand (the lint refuses `app.post<{ Body: … }>`).
import type {
  FastifyBaseLogger, FastifyInstance, FastifyRequest, FastifySchema, FastifyTypeProvider, RawReplyDefaultExpression,
  RawRequestDefaultExpression, RawServerDefault, RouteGenericInterface,
} from 'fastify';
import type { Static, TSchema } from '@sinclair/typebox';

/**
 * The requests half of @fastify/type-provider-typebox's TypeBoxTypeProvider (the same `validator`). Its other half
 * would also type each handler's answer from the route's `response` schemas; those document the envelope (code,
 * msg, data …) for the OpenAPI, while handlers build answers with the contract's Envelope<T> helpers (ok, fail,
 * withIdempotency), whose types are the contract's. So answers stay typed by the contract, not a second time here.
 */
export interface TypeBoxTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends TSchema ? Static<this['schema']> : unknown;
  serializer: unknown;
}

/** The app and every route plugin: routes declared on it are typed from their schemas. */
export type TypedApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, TypeBoxTypeProvider>;

/** The request of a handler written apart from its route, typed from the route's schema (`{ params: IdParams }`). */
export type TypedRequest<S extends FastifySchema> =
  FastifyRequest<RouteGenericInterface, RawServerDefault, RawRequestDefaultExpression, S, TypeBoxTypeProvider>;
