// Test helper for the remotes: a route manifest must agree with the spec table and load real components.
import { ROUTES, type RemoteRouteManifest } from '../routes';

export async function checkManifest(manifest: RemoteRouteManifest, extraPaths: string[] = []): Promise<string[]> {
  const problems: string[] = [];
  for (const route of manifest.routes) {
    const spec = ROUTES.find((r) => r.name === route.name);
    if (!spec) {
      if (!extraPaths.includes(route.path)) problems.push(`${route.name}: not in the spec table`);
    } else {
      if (spec.path !== route.path) problems.push(`${route.name}: path ${route.path} ≠ ${spec.path}`);
      if (spec.layout !== route.layout) problems.push(`${route.name}: layout ${route.layout} ≠ ${spec.layout}`);
      if (spec.owner !== manifest.remote) problems.push(`${route.name}: owned by ${spec.owner}`);
    }
    const mod = await route.load();
    if (typeof mod.default !== 'function' && typeof mod.default !== 'object') problems.push(`${route.name}: no component`);
  }
  const owned = ROUTES.filter((r) => r.owner === manifest.remote).map((r) => r.name);
  for (const name of owned) if (!manifest.routes.some((r) => r.name === name)) problems.push(`${name}: missing from the manifest`);
  return problems;
}
