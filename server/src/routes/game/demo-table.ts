// The demo-table stand-in page behind launch links (`/games/launch/<token>`): one use, a few minutes. It is the
// one HTML page of the API and the only one that may be framed, by the site's origins only.
import crypto from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { TypedApp } from '../../http/type-provider';
import { DemoTableParams } from '@casino/shared/contract/schemas/games';
import { DEMO_TABLE_PATH } from '../../services/games/providers';
import { demoTableCsp, demoTablePage, expiredPage } from '../../domain/games/demo-table-page';
import { pickLanguage } from '../../domain/games/demo-table-texts';
import { redeemLaunchToken } from '../../services/games/catalogue';
import { DOCUMENT_HEADERS } from '../../http/document-headers';

export async function demoTableRoutes(app: TypedApp) {
  const origins = app.config.corsOrigins;

  const html = (reply: FastifyReply, status: number, nonce: string, body: string) => {
    reply.removeHeader('x-frame-options'); // CSP frame-ancestors decides who may frame the page
    return reply.status(status)
      .header('content-security-policy', demoTableCsp(nonce, origins))
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .headers(DOCUMENT_HEADERS)
      .type('text/html; charset=utf-8')
      .send(body);
  };

  app.get(`${DEMO_TABLE_PATH}/:token`, {
    schema: {
      tags: ['games'], summary: 'Demo-table stand-in page opened by a launch URL (HTML, single use)',
      params: DemoTableParams,
    },
  }, async (request, reply) => {
    const nonce = crypto.randomBytes(16).toString('base64');
    const launch = /^[A-Za-z0-9_-]{20,100}$/.test(request.params.token) ? await redeemLaunchToken(app.db, request.params.token) : undefined;
    if (!launch) return html(reply, 410, nonce, expiredPage(pickLanguage(request.headers['accept-language']), nonce));
    return html(reply, 200, nonce, demoTablePage({ gameTitle: launch.gameTitle, providerTitle: launch.providerTitle, language: launch.language, nonce, allowedOrigins: origins }));
  });
}
