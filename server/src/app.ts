// The server factory: external plugins first (security headers, CORS, rate limits, OpenAPI), then the app's
// own plugins (database, envelope, auth, idempotency, housekeeping, the game-provider registry), then the
// routes per area with their schemas beside them: the public ones, the operator's, and every member route
// inside the one member scope (plugins/member-scope.ts: one auth hook). Paths come from the contract's table
// (`Paths`), the same the browser apps call. Tests build it with options and drive it through `app.inject`.
import crypto from 'node:crypto';
import os from 'node:os';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from './http/type-provider';
import { BODY_LIMIT_BYTES } from '@casino/shared/contract';
import { fastifyTrustProxy, resolveConfig, type AppConfig, type AppOptions } from './config';
import { lazyChildLoggerFactory } from './http/lazy-child-logger';
import core from './plugins/core';
import envelope, { frameworkErrors } from './plugins/envelope';
import observability from './plugins/observability';
import { startTracing, tracingEnabled } from './tracing';
import security from './plugins/security';
import rateLimits from './plugins/rate-limit';
import openapi from './plugins/swagger';
import db, { type DbPluginOptions } from './plugins/db';
import auth from './plugins/auth';
import idempotency from './plugins/idempotency';
import cacheControl from './plugins/cache-control';
import housekeeping from './plugins/housekeeping';
import rolloutPlans from './plugins/rollout-plans';
import gameProviders from './plugins/game-providers';
import { memberScope } from './plugins/member-scope';
import { recordLimitHits } from './plugins/limit-hits';
import live from './plugins/live';
import healthRoutes from './routes/health';
import configRoutes from './routes/config';
import telemetryRoutes from './routes/telemetry';
import authRoutes, { authMemberRoutes } from './routes/auth';
import mainRoutes from './routes/main';
import operatorRoutes from './routes/operator';
import walletRoutes from './routes/wallet';
import gameRoutes, { gameMemberRoutes } from './routes/game';
import supportRoutes, { supportMemberRoutes } from './routes/support';
import houseRoutes, { houseApiRoutes, houseSetup } from './routes/house';
import accountRoutes from './routes/account';
import kycMemberRoutes from './routes/account/kyc';

export type { AppOptions } from './config';

/** Never log credentials or bank account numbers, wherever they appear in a logged object. */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization', 'req.headers.cookie', 'headers.authorization', 'authorization',
  'password', 'password_confirm', 'bank_account', 'auth_token', 'jwt',
  '*.password', '*.password_confirm', '*.bank_account', '*.auth_token', '*.jwt', '*.authorization',
  '*.*.password', '*.*.bank_account', '*.*.auth_token',
];

/**
 * The log level: LOG_LEVEL, else `info`, in production too: one JSON line per request (plugins/observability.ts,
 * LOG_REQUESTS=0 turns it off; its cost is measured in docs/performance.md) besides warnings and errors.
 */
export function logLevel(env: NodeJS.ProcessEnv): string {
  return env.LOG_LEVEL || 'info';
}

/** This process in logs and traces: INSTANCE_NAME, else host name and process id. */
export function instanceName(env: NodeJS.ProcessEnv): string {
  return env.INSTANCE_NAME || `${os.hostname()}:${process.pid}`;
}

/** An incoming X-Request-Id the server keeps (a proxy's or a client's): a short token, else it makes its own. */
export const REQUEST_ID_RE = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,63}$/;

function loggerOptions(logger: AppOptions['logger'], env: NodeJS.ProcessEnv): FastifyServerOptions['logger'] {
  if (logger === false) return false;
  const base = {
    level: logLevel(env), redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
    base: { pid: process.pid, hostname: os.hostname(), instance: instanceName(env) },
  };
  if (logger === undefined || logger === true) return base;
  return { ...base, ...(logger as object) };
}

/** What main.ts has already done at start: the configuration resolved, the database being opened from it. */
export interface StartedWith extends DbPluginOptions {
  config?: AppConfig;
}

export async function buildApp(options: AppOptions = {}, started: StartedWith = {}): Promise<FastifyInstance> {
  const { opening } = started;
  const config = started.config ?? resolveConfig(options);
  const app = Fastify({
    logger: loggerOptions(options.logger, options.env ?? process.env),
    // Fastify's own two lines per request are off: plugins/observability.ts writes one (LOG_REQUESTS=0: none)
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: fastifyTrustProxy(config.trustProxy), // TRUST_PROXY: hops or the proxies' addresses (config.ts)
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID_RE.test(given) ? given : crypto.randomUUID();
    },
    childLoggerFactory: lazyChildLoggerFactory,
    // A fresh PGlite database initialises, migrates and seeds inside the db plugin: on a busy two-core
    // machine that can pass Fastify's default 10 s plugin limit.
    pluginTimeout: 120_000,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // While draining (drain.ts), a request that still arrives on a kept-alive connection is served (with
    // `Connection: close`) instead of answered 503: the database closes only after the last one.
    return503OnClosing: false,
    frameworkErrors, // a URL that does not decode answers the envelope 4001 (field "url"), not Fastify's own body
  }).withTypeProvider<TypeBoxTypeProvider>(); // handlers are typed from their schemas (http/type-provider.ts)

  const env = options.env ?? process.env;
  // OpenTelemetry only when OTEL_EXPORTER_OTLP_ENDPOINT is set: otherwise no tracing module is even loaded
  if (tracingEnabled(env)) {
    const tracing = await startTracing(env);
    await app.register(tracing.plugin); // first: its span covers every hook of the request
    app.addHook('onClose', async () => { await tracing.shutdown(); });
  }
  await app.register(core, { config });
  await app.register(observability, { logRequests: env.LOG_REQUESTS !== '0' }); // metrics and the request log line
  await app.register(envelope);
  await app.register(security);
  await app.register(rateLimits);
  await app.register(openapi);
  await app.register(db, { opening });
  await app.register(auth);
  await app.register(idempotency);
  await app.register(cacheControl);
  await app.register(housekeeping);
  await app.register(rolloutPlans); // step plans of canaries (issue 45 §4), once across instances
  await app.register(live); // LISTEN/NOTIFY → server-sent events (issue 16)

  await app.register(gameProviders);

  const house = houseSetup(env);
  await app.register(healthRoutes);
  await app.register(configRoutes);
  await app.register(telemetryRoutes); // remote health from browsers (issue 15)
  await app.register(authRoutes); // register, login
  await app.register(gameRoutes); // lists, /games/launch/* (demo table), /static/*
  await app.register(supportRoutes); // notices, FAQ, customer inquiry
  await app.register(houseRoutes, house); // house games: pages, session exchange, the house provider, recovery
  await app.register(operatorRoutes, { prefix: '/operator' });
  await app.register(memberScope, {
    routes: async (members) => {
      recordLimitHits(members); // a deposit, launch or bet refused by a limit is kept for the AML rules (issue 47 §3)
      await members.register(authMemberRoutes); // logout, check
      await members.register(mainRoutes); // /main/init (credential only)
      await members.register(walletRoutes);
      await members.register(gameMemberRoutes); // one provider's games, launch
      await members.register(supportMemberRoutes, { env });
      await members.register(accountRoutes, { env }); // responsible gaming (issue 10)
      await members.register(kycMemberRoutes); // KYC documents (issue 47 §2)
      await members.register(houseApiRoutes, house); // the game pages' API (house session token)
    },
  });
  return app;
}
