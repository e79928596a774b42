// The static content host of spec §7: `/static/common/{bg,logo}/{title}.png` for providers and
// `/static/common/game/{provider code}/{game code}.png` for game thumbnails. Images are generated on first
// request (only for providers and games that exist) and kept in `<DATA_DIR>/static`, where
// scripts/generate-images.mjs also writes them ahead of time.
// The lobby's card pictures made for phones (issue 48 §3, shared/src/contract/pictures.ts),
// `/static/common/bg/{title}.{160|320|480}w.{avif|webp|png}`, come from the build (server/dist/pictures); a provider
// added since is made once on its first request and kept in `<DATA_DIR>/static` too. Hashed by title, never changed:
// cached for a year. The lobby grids' game thumbnails likewise, `/static/common/game/{provider}/{game}.{192|384|576}w.
// {avif|webp|png}`: the build's file, else made once for a game that exists and kept.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import type { TypedApp } from '../../http/type-provider';
import { GameImageParams, ProviderImageParams } from '@casino/shared/contract/schemas/games';
import { Code, Msg, PICTURE_MIME, parseGamePictureFile, parsePictureFile, type PictureFormat } from '@casino/shared/contract';
import { HandlerFailure } from '../../http/envelope';
import { gameImageFile, providerImageFile, writeImage, PROVIDER_IMAGE_KINDS } from '../../services/image-files';
import { knownGame, knownGameImage, knownProviderImage, providerTitleKnown } from '../../services/games/catalogue';
import { gamePictureFile, pictureFile, picturesDir, renderCardPicture, renderGamePicture } from '../../services/picture-files';

const notFound = () => new HandlerFailure(Code.DATABASE, Msg.item_not_found, undefined, 404);
const pngName = (file: string) => (file.toLowerCase().endsWith('.png') ? file.slice(0, -4) : null);

export async function staticImageRoutes(app: TypedApp) {
  const root = path.join(app.config.dataDir, 'static');
  const built = picturesDir(app.config.repoRoot);

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

  /**
   * A picture variant: the build's file, else one made earlier for something added since the build, else made now
   * by `render` (null: no such provider or game, a 404).
   */
  const servePicture = async (reply: FastifyReply, relative: string, format: PictureFormat, render: () => Promise<Buffer | null>) => {
    let bytes: Buffer | null = await fs.readFile(path.join(built, relative)).catch(() => null);
    bytes ??= await fs.readFile(path.join(root, relative)).catch(() => null);
    if (!bytes) {
      bytes = await render();
      if (!bytes) throw notFound();
      try { writeImage(root, relative, bytes); } catch (err) { reply.log.warn({ err }, 'could not cache a generated picture'); }
    }
    return reply.type(PICTURE_MIME[format]).header('cache-control', 'public, max-age=31536000, immutable').send(bytes);
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
    const picture = request.params.kind === 'bg' ? parsePictureFile(request.params.file) : null;
    if (picture) {
      if (picture.title.length > 200) throw notFound();
      const { title, width, format } = picture;
      return servePicture(reply, pictureFile('bg', title, width, format), format,
        async () => ((await providerTitleKnown(app.db, title)) ? renderCardPicture(title, width, format) : null));
    }
    const title = pngName(request.params.file);
    const kind = PROVIDER_IMAGE_KINDS.find((k) => k === request.params.kind); // any other kind is a 404, as a missing file
    if (!title || title.length > 200 || !kind) throw notFound();
    return serve(reply, providerImageFile(kind, title), () => knownProviderImage(app.db, kind, title));
  });

  app.get('/static/common/game/:provider/:file', {
    schema: {
      tags: ['static'], summary: 'A game thumbnail, by provider code and game code (PNG; or {code}.{192|384|576}w.{avif|webp|png})',
      params: GameImageParams,
    },
    config,
  }, async (request, reply) => {
    const { provider, file } = request.params;
    const picture = parseGamePictureFile(file);
    if (picture) {
      const { game, width, format } = picture;
      if (game.length > 200 || provider.length > 100) throw notFound();
      return servePicture(reply, gamePictureFile(provider, game, width, format), format, async () => {
        const found = await knownGame(app.db, provider, game);
        return found ? renderGamePicture(found.title, found.providerTitle, width, format) : null;
      });
    }
    const code = pngName(file);
    if (!code || code.length > 200 || provider.length > 100) throw notFound();
    return serve(reply, gameImageFile(request.params.provider, code), () => knownGameImage(app.db, request.params.provider, code));
  });
}
