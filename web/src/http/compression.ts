// Issue 19: every text response (JS, CSS, HTML, JSON, SVG, maps), whatever its size, goes out brotli-compressed
// (gzip for clients that do not accept br). A file is compressed once per modification time, at quality 11, off
// the main thread, and kept in memory (the builds are a few MB); a drawn page (decision 010) at quality 9 in a
// bounded cache of its own.
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip';
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** The encoding to answer with: brotli when accepted, else gzip, else none (`accept-encoding` q-values honoured). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of String(acceptEncoding || '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  if ((accepted.get('br') ?? 0) > 0) return 'br';
  if ((accepted.get('gzip') ?? 0) > 0) return 'gzip';
  return null;
}

export interface CompressionCache {
  get(key: string, body: Buffer, encoding: Encoding): Promise<Buffer>;
}

/** A cache of compressed bodies by key; `limit` entries at most (the oldest go first), none when unbounded. */
export function compressionCache({ quality, limit }: { quality: number; limit?: number }): CompressionCache {
  const cache = new Map<string, Promise<Buffer>>();
  return {
    get(key, body, encoding) {
      const k = `${key}:${encoding}`;
      let p = cache.get(k);
      if (!p) {
        if (limit && cache.size >= limit) cache.delete(cache.keys().next().value!);
        p = encoding === 'br'
          ? brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: quality, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } })
          : gz(body, { level: 9 });
        p.catch(() => cache.delete(k));
        cache.set(k, p);
      }
      return p;
    },
  };
}
