// Unit tests of the bench's two-cores reading (node:test; scripts/test.mjs runs it with the Lighthouse summary's).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { coreShare, coresRow, measureCores } from './cores.mjs';

test('the share is the loop alone over the slower of two at once, at most 1', () => {
  assert.equal(coreShare(400, [400, 500]), 0.8);
  assert.equal(coreShare(400, [800, 790]), 0.5);
  assert.equal(coreShare(400, [380, 390]), 1);
});

test('a missing or impossible time gives no share', () => {
  assert.equal(coreShare(0, [400, 400]), null);
  assert.equal(coreShare(400, [400]), null);
  assert.equal(coreShare(400, [400, -1]), null);
  assert.equal(coreShare(Number.NaN, [400, 400]), null);
});

test('the row reports the worst reading against ≥ 0.9, and says so when there is none', () => {
  const row = coresRow([{ share: 0.97 }, { share: 0.62 }, { share: 0.93 }]);
  assert.equal(row.value, 0.62);
  assert.equal(row.within, false);
  assert.equal(row.project, 'machine');
  assert.equal(coresRow([{ share: 0.95 }, { share: 0.91 }]).within, true);
  // judged as printed: 0.897 reads 0.9, within
  assert.deepEqual([coresRow([{ share: 0.897 }]).value, coresRow([{ share: 0.897 }]).within], [0.9, true]);
  assert.deepEqual([coresRow([{ share: 0.894 }]).value, coresRow([{ share: 0.894 }]).within], [0.89, false]);
  const none = coresRow([{ share: null }]);
  assert.equal(none.value, 'n/a');
  assert.equal(none.within, false);
});

test('a reading runs the loop in worker threads and returns its times', async () => {
  const r = await measureCores(1e6);
  assert.ok(r.aloneMs >= 0 && r.pairMs.length === 2);
  assert.ok(r.share === null || (r.share > 0 && r.share <= 1));
});
