// A build folder served over HTTP. Text files go out compressed from memory (compression.ts) with a weak ETag and
// Last-Modified, answering 304 to a matching If-None-Match; every other file (pictures, fonts) goes through
// @fastify/static (ETag, Last-Modified, ranges). Nothing outside the folder is ever reached.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { compressionCache, pickEncoding, type CompressionCache } from './compression';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.map': 'application/json', '.png': 'image/png', '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon', '.txt': 'text/plain; charset=utf-8', '.webp': 'image/webp', '.woff2': 'font/woff2',
};
export const COMPRESSIBLE = new Set(['.html', '.js', '.json', '.css', '.map', '.svg', '.txt']);

/** A content-hashed build file ([name].[contenthash:8].js / .css, and their maps): never changes. */
export const isHashed = (file: string): boolean => /\.[0-9a-f]{8}\.(js|css)(\.map)?$/.test(file);

/** The files' own compressed bodies: one per file version, kept for the process's life. */
const fileCompression = compressionCache({ quality: 11 });
const bodies = new Map<string, Buffer>(); // file:mtime → bytes

export interface Body {
  body: Buffer;
  /** The file's extension: its Content-Type, and whether it is compressed. */
  ext: string;
  /** The compression cache's key for these bytes. */
  key: string;
  etag: string;
  lastModified?: Date;
  headers: Record<string, string>;
  compression?: CompressionCache;
}

/** Sends bytes known in full: compressed when text, 304 when the client has them. */
export async function sendBody(request: FastifyRequest, reply: FastifyReply, b: Body): Promise<FastifyReply> {
  reply.header('Content-Type', TYPES[b.ext] ?? 'application/octet-stream');
  reply.header('ETag', b.etag);
  if (b.lastModified) reply.header('Last-Modified', b.lastModified.toUTCString());
  reply.headers(b.headers);
  const compressible = COMPRESSIBLE.has(b.ext);
  if (compressible) reply.header('Vary', b.headers.Vary ?? 'Accept-Encoding');
  if (request.headers['if-none-match'] === b.etag) return reply.code(304).send();
  const encoding = compressible ? pickEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) return reply.header('Content-Length', b.body.length).send(b.body);
  const out = await (b.compression ?? fileCompression).get(b.key, b.body, encoding);
  return reply.header('Content-Encoding', encoding).header('Content-Length', out.length).send(out);
}

export class BuildFolder {
  readonly root: string;
  constructor(dir: string) { this.root = path.resolve(dir); }

  /** The file at a decoded URL path inside the folder, or null (outside it, missing, a folder). */
  file(rel: string): string | null {
    const file = path.normalize(path.join(this.root, rel));
    if (!file.startsWith(this.root + path.sep)) return null;
    try { return statSync(file).isFile() ? file : null; } catch { return null; }
  }

  /** A file's bytes, read once per modification time. */
  read(file: string): { body: Buffer; key: string; mtime: Date; size: number } {
    const stat = statSync(file);
    const key = `${file}:${stat.mtimeMs}`;
    let body = bodies.get(key);
    if (!body) { body = readFileSync(file); bodies.set(key, body); }
    return { body, key, mtime: stat.mtime, size: stat.size };
  }

  /** Sends a file of the folder with `headers` (Cache-Control among them). */
  async send(request: FastifyRequest, reply: FastifyReply, file: string, headers: Record<string, string>): Promise<FastifyReply> {
    const ext = path.extname(file);
    if (!COMPRESSIBLE.has(ext)) {
      reply.headers(headers);
      return reply.sendFile(path.relative(this.root, file), this.root, { cacheControl: false, etag: true, lastModified: true, dotfiles: 'allow' });
    }
    const { body, key, mtime, size } = this.read(file);
    const etag = `W/"${size.toString(16)}-${Math.trunc(mtime.getTime()).toString(16)}"`;
    return sendBody(request, reply, { body, ext, key, etag, lastModified: mtime, headers });
  }

  /** Starts compressing every text file now (maps aside), so that the first visitor does not wait for it. */
  warm(): void {
    const walk = (d: string) => {
      if (!existsSync(d)) return;
      for (const e of readdirSync(d, { withFileTypes: true })) {
        const p = path.join(d, e.name);
        if (e.isDirectory()) walk(p);
        else if (COMPRESSIBLE.has(path.extname(p)) && !p.endsWith('.map')) {
          const { body, key } = this.read(p);
          fileCompression.get(key, body, 'br').catch(() => undefined);
        }
      }
    };
    walk(this.root);
  }
}
