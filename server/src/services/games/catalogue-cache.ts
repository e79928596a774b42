// Catalogue answers from memory: /game/list and /game/provider are the same for everybody until a game or a
// provider changes, and the catalogue's version (a row bumped by triggers, 0009_running_totals.sql) says when.
// Each call reads the version (one primary-key row), answers 304 when the client's ETag names the same answer,
// else serves the answer built once per version and query. A change clears everything at the next call.
import crypto from 'node:crypto';
import type { Queryable } from '../../db/client';
import { catalogueVersion } from '../../repositories/games-repository';

export interface CatalogueAnswer<T> { etag: string; fresh: boolean; value?: T }

export function createCatalogueCache(max = 500) {
  let version = -1;
  const answers = new Map<string, unknown>();
  return {
    /**
     * `key` names the answer (route and normalised query). `ifNoneMatch` is the request's header: when it
     * names this answer, `fresh` is true and nothing is built.
     */
    async answer<T>(q: Queryable, key: string, ifNoneMatch: string | undefined, build: () => Promise<T>): Promise<CatalogueAnswer<T>> {
      const current = await catalogueVersion(q);
      if (current !== version) {
        answers.clear();
        version = current;
      }
      const etag = `"c${current}-${crypto.createHash('sha1').update(key).digest('base64url').slice(0, 16)}"`;
      if (ifNoneMatch !== undefined && ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) return { etag, fresh: true };
      if (answers.has(key)) return { etag, fresh: false, value: answers.get(key) as T };
      const value = await build();
      if (version === current) {
        if (answers.size >= max) answers.delete(answers.keys().next().value!);
        answers.set(key, value);
      }
      return { etag, fresh: false, value };
    },
  };
}
