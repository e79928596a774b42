// The server factory: external plugins first (security headers, CORS, rate limits, OpenAPI), then the app's
// own plugins (database, envelope, auth, idempotency, housekeeping), then the routes per area with their
// schemas beside them. Tests build it with options and drive it through `app.inject`.
import crypto from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { BODY_LIMIT_BYTES } from '@casino/shared/contract';
import { resolveConfig, type AppOptions } from './config';
import core from './plugins/core';
import envelope, { frameworkErrors } from './plugins/envelope';
import security from './plugins/security';
import rateLimits from './plugins/rate-limit';
import openapi from './plugins/swagger';
import db from './plugins/db';
import auth from './plugins/auth';
import idempotency from './plugins/idempotency';
import cacheControl from './plugins/cache-control';
import housekeeping from './plugins/housekeeping';
import healthRoutes from './routes/health';
import configRoutes from './routes/config';
import telemetryRoutes from './routes/telemetry';
import authRoutes from './routes/auth';
import mainRoutes from './routes/main';
import operatorRoutes from './routes/operator';
import walletRoutes from './routes/wallet';
import gameRoutes from './routes/game';
import supportRoutes from './routes/support';
import houseRoutes from './routes/house';
import accountRoutes from './routes/account';

export type { AppOptions } from './config';

/** Never log credentials or bank account numbers, wherever they appear in a logged object. */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization', 'req.headers.cookie', 'headers.authorization', 'authorization',
  'password', 'password_confirm', 'bank_account', 'auth_token', 'jwt',
  '*.password', '*.password_confirm', '*.bank_account', '*.auth_token', '*.jwt', '*.authorization',
  '*.*.password', '*.*.bank_account', '*.*.auth_token',
];

function loggerOptions(logger: AppOptions['logger'], env: NodeJS.ProcessEnv): FastifyServerOptions['logger'] {
  if (logger === false) return false;
  const base = { level: env.LOG_LEVEL || 'info', redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' } };
  if (logger === undefined || logger === true) return base;
  return { ...base, ...(logger as object) };
}

export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const config = resolveConfig(options);
  const app = Fastify({
    logger: loggerOptions(options.logger, options.env ?? process.env),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    genReqId: () => crypto.randomUUID(),
    // A fresh PGlite database initialises, migrates and seeds inside the db plugin: on a busy two-core
    // machine that can pass Fastify's default 10 s plugin limit.
    pluginTimeout: 120_000,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // While draining (drain.ts), a request that still arrives on a kept-alive connection is served (with
    // `Connection: close`) instead of answered 503: the database closes only after the last one.
    return503OnClosing: false,
    frameworkErrors, // a URL that does not decode answers the envelope 4001 (field "url"), not Fastify's own body
  });

  await app.register(core, { config });
  await app.register(envelope);
  await app.register(security);
  await app.register(rateLimits);
  await app.register(openapi);
  await app.register(db);
  await app.register(auth);
  await app.register(idempotency);
  await app.register(cacheControl);
  await app.register(housekeeping);

  await app.register(healthRoutes);
  await app.register(configRoutes, { prefix: '/api' });
  await app.register(telemetryRoutes, { prefix: '/api' }); // remote health from browsers (issue 15)
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(mainRoutes, { prefix: '/main' });
  await app.register(operatorRoutes, { prefix: '/operator' });
  await app.register(walletRoutes, { prefix: '/wallet' });
  await app.register(gameRoutes); // /game/*, /games/launch/*, /static/* (no prefix)
  await app.register(supportRoutes, { prefix: '/support', env: options.env });
  await app.register(houseRoutes, { prefix: '/house', env: options.env }); // house games: pages, round API, provider registry
  await app.register(accountRoutes, { prefix: '/account', env: options.env }); // responsible gaming (issue 10)
  return app;
}
