// Calls of the house game suites: launch a house game as a member, exchange the launch link like the game page,
// play rounds with the session token.
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { firstRow } from '../../../src/db/client';
import { bearer, json, post, type Member } from '../../helper';

export async function gameId(app: FastifyInstance, code: string): Promise<number> {
  const r = await firstRow<{ id: unknown }>(app.db, sql`SELECT id FROM games WHERE code = ${code}`);
  if (!r) throw new Error(`no game ${code}`);
  return Number(r.id);
}

/** GET /game/launch as the member; answers the launch URL. */
export async function launchUrl(app: FastifyInstance, member: Pick<Member, 'jwt'>, code: string, language = 'ko'): Promise<string> {
  const res = json(await app.inject({
    method: 'GET', url: `/game/launch?game_id=${await gameId(app, code)}&type=casino`, headers: { ...bearer(member.jwt), 'accept-language': language },
  }));
  if (res.RESULT !== true) throw new Error(`launch failed: ${JSON.stringify(res)}`);
  return res.DATA.url as string;
}

export const launchToken = (url: string) => new URL(url).hash.replace(/^#launch=/, '');

export async function exchange(app: FastifyInstance, token: string) {
  return json(await post(app, '/house/session', { launch_token: token }));
}

/** Launches and exchanges: the game page's session. */
export async function openGame(app: FastifyInstance, member: Pick<Member, 'jwt'>, code: string) {
  const answer = await exchange(app, launchToken(await launchUrl(app, member, code)));
  if (answer.code !== 0) throw new Error(`exchange failed: ${JSON.stringify(answer)}`);
  const token = answer.data.session_token as string;
  const headers = { 'x-house-session': token };
  return {
    token,
    start: answer.data,
    state: async () => json(await app.inject({ method: 'GET', url: '/house/state', headers })),
    play: async (body: unknown, sequence?: string) =>
      json(await post(app, '/house/rounds', body, { headers: { ...headers, ...(sequence ? { 'x-sequence': sequence } : {}) } })),
    rounds: async (limit = 20) => json(await app.inject({ method: 'GET', url: `/house/rounds?limit=${limit}`, headers })),
    seeds: async () => json(await app.inject({ method: 'GET', url: '/house/seeds', headers })),
    rotate: async (body: unknown = {}, sequence?: string) =>
      json(await post(app, '/house/seeds/rotate', body, { headers: { ...headers, ...(sequence ? { 'x-sequence': sequence } : {}) } })),
  };
}
