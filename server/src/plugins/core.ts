// The resolved configuration and the password hasher, available to every plugin and route.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { createPasswordHasher, type PasswordHasher } from '../security/passwords';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    passwords: PasswordHasher;
    /** `draining` turns true when the process begins to stop (SIGTERM, app.close): readiness answers 503. */
    lifecycle: { draining: boolean };
  }
}

export default fp(async function core(app: FastifyInstance, opts: { config: AppConfig }) {
  app.decorate('config', opts.config);
  app.decorate('passwords', createPasswordHasher(opts.config.passwordHashing));
  const lifecycle = { draining: false };
  app.decorate('lifecycle', lifecycle);
  app.addHook('preClose', async () => { lifecycle.draining = true; });
  // While draining, every answer closes its connection: a kept-alive connection that was busy when the drain
  // began would otherwise stay open, idle, until its keep-alive timeout, and hold the drain that long.
  // (Hooks on every request are synchronous, with `done`: an async hook costs a promise per request.)
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (lifecycle.draining) reply.header('connection', 'close');
    done(null, payload);
  });
  // Every answer names its request id, which is also the log's reqId: support can find the log line.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
}, { name: 'core' });
