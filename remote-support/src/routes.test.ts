import { checkManifest } from '@casino/shared/testing';
import manifest from './routes';

test('the route manifest matches the spec table and every page loads', async () => {
  expect(manifest.remote).toBe('support');
  expect(await checkManifest(manifest)).toEqual([]);
});
