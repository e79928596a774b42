// The app's one game-provider registry (providers/registry.ts), as `app.providers`: the house area registers
// the house provider in it, the games launch asks it for a game's adapter. One per app, so two apps in one
// process (tests, the multi-instance check) never see each other's providers.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createProviderRegistry, type ProviderRegistry } from '../providers/registry';

declare module 'fastify' {
  interface FastifyInstance {
    providers: ProviderRegistry;
  }
}

export default fp(async function gameProviders(app: FastifyInstance) {
  app.decorate('providers', createProviderRegistry());
}, { name: 'game-providers' });
