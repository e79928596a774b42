// The game page's calls to /house/*. The launch link's one-time token arrives in the URL fragment; the page
// removes it from the address at once, exchanges it for a session token and keeps that in memory (and in this
// tab's sessionStorage, so that reloading the frame keeps the session). Rounds carry an X-Sequence that a retry
// after a network failure re-sends, so the server plays the round once.

import { createSequence } from '@casino/shared/sequence';

const base = new URL('../', window.location.href); // the page is /house/play/<code>; the API is /house/*
let sessionToken: string | null = null;
/** The one X-Sequence generator of every client (shared/src/contract/sequence.ts). */
const sequences = createSequence();

/** The envelope every /house call answers. */
export interface Answer<T = unknown> { code: number; msg: string; data: T; field?: string }

export class HouseCallError extends Error {
  readonly status: number;
  readonly body: Answer | null;

  constructor(status: number, body: Answer | null) {
    super(body && body.msg ? body.msg : `HTTP ${status}`);
    this.name = 'HouseCallError';
    this.status = status;
    this.body = body;
  }
}

async function call(method: string, path: string, body?: unknown, sequence?: string): Promise<Answer> {
  const headers: Record<string, string> = { 'Content-Type': 'text/plain' };
  if (sessionToken) headers['X-House-Session'] = sessionToken;
  if (sequence) headers['X-Sequence'] = sequence;
  const res = await fetch(new URL(path, base), { method, headers, body: body === undefined ? undefined : JSON.stringify(body), cache: 'no-store' });
  let json: Answer | null = null;
  try { json = await res.json() as Answer; } catch { /* not JSON */ }
  if (res.status === 403) throw new HouseCallError(403, json);
  if (!json) throw new HouseCallError(res.status, null);
  return json;
}

/** What /house/session and /house/state answer (docs/providers.md), plus this browser's start time. */
export interface SessionState {
  balance: number;
  game: { code: string; title: string; engine: string };
  session: SessionNumbers;
  seeds: SeedPair;
  settings: { min_round_interval_ms: number; reality_check_minutes: number };
  startedLocal: number;
}
export interface SessionNumbers { started_at: string; expires_at: string; rounds: number; bet: number; win: number; net: number }

const storageKey = (code: string) => `house.session.${code}`;

function readStored(gameCode: string): { token?: string; startedLocal?: number } | null {
  try { return JSON.parse(sessionStorage.getItem(storageKey(gameCode)) || 'null') as { token?: string; startedLocal?: number } | null; } catch { return null; /* storage off */ }
}

/**
 * Starts the page's session: exchanges the launch token, or resumes the tab's session after a reload.
 * Answers the state (balance, session, seeds, settings, game) plus `startedLocal` (ms, this browser's clock).
 */
export async function connect(gameCode: string): Promise<SessionState> {
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  const launch = fragment.get('launch');
  if (window.location.hash) window.history.replaceState(null, '', window.location.pathname + window.location.search);
  if (launch) {
    const answer = await call('POST', 'session', { launch_token: launch }) as Answer<Omit<SessionState, 'startedLocal'> & { session_token: string }>;
    if (answer.code !== 0) throw new HouseCallError(403, answer);
    sessionToken = answer.data.session_token;
    const startedLocal = Date.now();
    try { sessionStorage.setItem(storageKey(gameCode), JSON.stringify({ token: sessionToken, startedLocal })); } catch { /* storage off */ }
    return { ...answer.data, startedLocal };
  }
  const stored = readStored(gameCode);
  if (!stored || !stored.token) throw new HouseCallError(403, null);
  sessionToken = stored.token;
  const answer = await getState();
  return { ...answer.data, startedLocal: stored.startedLocal || Date.now() };
}

export function getState(): Promise<Answer<Omit<SessionState, 'startedLocal'>>> {
  return call('GET', 'state') as Promise<Answer<Omit<SessionState, 'startedLocal'>>>;
}
/** A round as /house/rounds answers it (docs/providers.md). */
export interface Round<O = unknown> {
  id: number; game_code: string; engine: string; state: string; bet: number; win: number | null; params: unknown; outcome: O;
  nonce: number; client_seed: string; server_seed_hash: string; server_seed: string | null; created_at: string;
}
export interface SeedPair { server_seed_hash: string; server_seed?: string; client_seed: string; next_nonce: number }
export interface Seeds { active: SeedPair; revealed: SeedPair[] }

export const getRounds = (limit = 20) => call('GET', `rounds?limit=${limit}`) as Promise<Answer<{ list: Round[] }>>;
export const getSeeds = () => call('GET', 'seeds') as Promise<Answer<Seeds>>;
export const rotateSeeds = (clientSeed?: string) =>
  call('POST', 'seeds/rotate', clientSeed ? { client_seed: clientSeed } : {}, sequences.next()) as Promise<Answer<Seeds>>;

/** Plays one round; a network failure is retried once with the same X-Sequence. */
export async function playRound(body: unknown): Promise<Answer> {
  const sequence = sequences.next();
  try {
    return await call('POST', 'rounds', body, sequence);
  } catch (err) {
    if (err instanceof HouseCallError) throw err;
    await new Promise((r) => setTimeout(r, 800));
    return call('POST', 'rounds', body, sequence);
  }
}
