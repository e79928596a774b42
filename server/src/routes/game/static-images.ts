// The static content host of spec §7: `/static/common/{bg,logo}/{title}.png` for providers and
// `/static/common/game/{provider code}/{game code}.png` for game thumbnails. Images are generated on first
// request (only for providers and games that exist) and kept in `<DATA_DIR>/static`, where
// scripts/generate-images.mjs also writes them ahead of time.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import type { TypedApp } from '../../http/type-provider';
import { GameImageParams, ProviderImageParams } from '@casino/shared/contract/schemas/games';
import { Code, Msg } from '@casino/shared/contract';
import { HandlerFailure } from '../../http/envelope';
import { gameImageFile, providerImageFile, writeImage, PROVIDER_IMAGE_KINDS } from '../../services/image-files';
import { knownGameImage, knownProviderImage } from '../../services/games/catalogue';

const notFound = () => new HandlerFailure(Code.DATABASE, Msg.item_not_found, undefined, 404);
const pngName = (file: string) => (file.toLowerCase().endsWith('.png') ? file.slice(0, -4) : null);

export async function staticImageRoutes(app: TypedApp) {
  const root = path.join(app.config.dataDir, 'static');

  const serve = async (reply: FastifyReply, relative: string, render: () => Promise<Buffer | null>) => {
    let bytes: Buffer | null;
    try {
      bytes = await fs.readFile(path.join(root, relative));
    } catch {
      bytes = await render();
      if (!bytes) throw notFound();
      try { writeImage(root, relative, bytes); } catch (err) { reply.log.warn({ err }, 'could not cache a generated image'); }
    }
    return reply.type('image/png').header('cache-control', 'public, max-age=86400').send(bytes);
  };

  // Images are cheap and cached: they do not count towards the per-IP request limit.
  const config = { rateLimit: false } as const;

  app.get('/static/common/:kind/:file', {
    schema: {
      tags: ['static'], summary: "A provider's background (bg) or logo, by provider title (PNG)",
      params: ProviderImageParams,
    },
    config,
  }, async (request, reply) => {
    const title = pngName(request.params.file);
    const kind = PROVIDER_IMAGE_KINDS.find((k) => k === request.params.kind); // any other kind is a 404, as a missing file
    if (!title || title.length > 200 || !kind) throw notFound();
    return serve(reply, providerImageFile(kind, title), () => knownProviderImage(app.db, kind, title));
  });

  app.get('/static/common/game/:provider/:file', {
    schema: {
      tags: ['static'], summary: 'A game thumbnail, by provider code and game code (PNG)',
      params: GameImageParams,
    },
    config,
  }, async (request, reply) => {
    const code = pngName(request.params.file);
    if (!code || code.length > 200 || request.params.provider.length > 100) throw notFound();
    return serve(reply, gameImageFile(request.params.provider, code), () => knownGameImage(app.db, request.params.provider, code));
  });
}
