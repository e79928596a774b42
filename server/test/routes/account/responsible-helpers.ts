// Calls shared by the responsible-gaming suites: the member's /account calls, the operator's, a game to launch.
import type { FastifyInstance } from 'fastify';
import { rows, sql } from '../../../src/db/client';
import { bearer, json, post, type Member } from '../../helper';

let seq = 0;
const nextSeq = () => `rg-${process.pid}-${++seq}`;

export function accountCalls(app: FastifyInstance, member: Pick<Member, 'jwt'>) {
  const auth = bearer(member.jwt);
  const get = async (url: string, headers: Record<string, string> = {}) => json(await app.inject({ method: 'GET', url, headers: { ...auth, ...headers } }));
  return {
    get,
    limits: () => get('/account/limits'),
    summary: () => get('/account/session-summary'),
    setLimit: async (kind: string, value: unknown) =>
      json(await app.inject({ method: 'PUT', url: '/account/limits', payload: JSON.stringify({ kind, value }), headers: { ...auth, 'content-type': 'text/plain', 'x-sequence': nextSeq() } })),
    exclude: async (kind: string, period: string) =>
      json(await post(app, '/account/exclusion', { kind, period }, { headers: { ...auth, 'x-sequence': nextSeq() } })),
    launch: async (gameId: number, headers: Record<string, string> = {}) => get(`/game/launch?game_id=${gameId}&type=casino`, headers),
  };
}

export async function launchableGame(app: FastifyInstance): Promise<number> {
  const [row] = await rows<{ id: unknown }>(app.db, sql`
    SELECT g.id FROM games g JOIN game_providers p ON p.id = g.provider_id
    WHERE p.code = 'aurora-live' AND g.status = 'active' ORDER BY g.sort_order LIMIT 1`);
  return Number(row!.id);
}

export async function auditOf(app: FastifyInstance, operatorJwt: string, memberId: number) {
  const res = json(await app.inject({ method: 'GET', url: `/operator/members/${memberId}/audit`, headers: bearer(operatorJwt) }));
  return res.data.list as Array<{ actor: string; action: string; old_value: string | null; new_value: string | null; created_at: string }>;
}

export async function setSiteVariables(app: FastifyInstance, domain: string, patch: Record<string, unknown>) {
  await app.db.execute(sql`UPDATE site_configs SET variables = variables || ${JSON.stringify(patch)}::jsonb WHERE domain = ${domain}`);
}
