// The static content host of spec §7: `/static/common/{bg,logo}/{title}.png` for providers and
// `/static/common/game/{provider code}/{game code}.png` for game thumbnails. Images are generated on first
// request (only for providers and games that exist) and kept in `<DATA_DIR>/static`, where
// scripts/generate-images.mjs also writes them ahead of time.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type } from '@sinclair/typebox';
import { Code, Msg } from '@casino/shared/contract';
import { ApiError } from '../../http/envelope';
import { gameImage } from '../../domain/images/render';
import { gameImageFile, providerImageFile, renderProviderImage, writeImage, PROVIDER_IMAGE_KINDS, type ProviderImageKind } from '../../services/image-files';
import { findGameByCodes, providerTitleExists } from '../../repositories/games-repository';

const notFound = () => new ApiError(Code.DATABASE, Msg.item_not_found, undefined, 404);
const pngName = (file: string) => (file.toLowerCase().endsWith('.png') ? file.slice(0, -4) : null);

export async function staticImageRoutes(app: FastifyInstance) {
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

  app.get<{ Params: { kind: ProviderImageKind; file: string } }>('/static/common/:kind/:file', {
    schema: {
      tags: ['static'], summary: "A provider's background (bg) or logo, by provider title (PNG)",
      params: Type.Object({ kind: Type.String({ description: 'bg | logo' }), file: Type.String() }),
    },
    config,
  }, async (request, reply) => {
    const title = pngName(request.params.file);
    if (!title || title.length > 200 || !PROVIDER_IMAGE_KINDS.includes(request.params.kind)) throw notFound();
    return serve(reply, providerImageFile(request.params.kind, title), async () =>
      ((await providerTitleExists(app.db, title)) ? renderProviderImage(request.params.kind, title) : null));
  });

  app.get<{ Params: { provider: string; file: string } }>('/static/common/game/:provider/:file', {
    schema: {
      tags: ['static'], summary: 'A game thumbnail, by provider code and game code (PNG)',
      params: Type.Object({ provider: Type.String(), file: Type.String() }),
    },
    config,
  }, async (request, reply) => {
    const code = pngName(request.params.file);
    if (!code || code.length > 200 || request.params.provider.length > 100) throw notFound();
    return serve(reply, gameImageFile(request.params.provider, code), async () => {
      const found = await findGameByCodes(app.db, request.params.provider, code);
      return found ? gameImage(found.title, found.providerTitle) : null;
    });
  });
}
