// Games area: catalogue (public lists, members' provider games), launch, the demo-table stand-in page and
// the static content host. Registered without a prefix: it owns /game/*, /games/launch/* and /static/*.
// gameRoutes are public; gameMemberRoutes are registered inside the member scope (plugins/member-scope.ts).
import type { TypedApp } from '../../http/type-provider';
import { memberCatalogueRoutes, publicCatalogueRoutes } from './catalogue';
import { demoTableRoutes } from './demo-table';
import { launchRoutes } from './launch';
import { staticImageRoutes } from './static-images';

export default async function gameRoutes(app: TypedApp) {
  await app.register(publicCatalogueRoutes);
  await app.register(demoTableRoutes);
  await app.register(staticImageRoutes);
}

export async function gameMemberRoutes(app: TypedApp) {
  await app.register(memberCatalogueRoutes);
  await app.register(launchRoutes);
}
