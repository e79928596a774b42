// The game page's calls to /house/*. The launch link's one-time token arrives in the URL fragment; the page
// removes it from the address at once, exchanges it for a session token and keeps that in memory (and in this
// tab's sessionStorage, so that reloading the frame keeps the session). Rounds carry an X-Sequence that a retry
// after a network failure re-sends, so the server plays the round once.

const base = new URL('../', window.location.href); // the page is /house/play/<code>; the API is /house/*
let sessionToken = null;
const tabId = Math.random().toString(36).slice(2, 10);
let counter = 0;

export class ApiError extends Error {
  constructor(status, body) {
    super(body && body.msg ? body.msg : `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

async function call(method, path, body, sequence) {
  const headers = { 'Content-Type': 'text/plain' };
  if (sessionToken) headers['X-House-Session'] = sessionToken;
  if (sequence) headers['X-Sequence'] = sequence;
  const res = await fetch(new URL(path, base), { method, headers, body: body === undefined ? undefined : JSON.stringify(body), cache: 'no-store' });
  let json = null;
  try { json = await res.json(); } catch { /* not JSON */ }
  if (res.status === 403) throw new ApiError(403, json);
  if (!json) throw new ApiError(res.status, null);
  return json;
}

const storageKey = (code) => `house.session.${code}`;

/**
 * Starts the page's session: exchanges the launch token, or resumes the tab's session after a reload.
 * Answers the state (balance, session, seeds, settings, game) plus `startedLocal` (ms, this browser's clock).
 */
export async function connect(gameCode) {
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  const launch = fragment.get('launch');
  if (window.location.hash) window.history.replaceState(null, '', window.location.pathname + window.location.search);
  if (launch) {
    const answer = await call('POST', 'session', { launch_token: launch });
    if (answer.code !== 0) throw new ApiError(403, answer);
    sessionToken = answer.data.session_token;
    const startedLocal = Date.now();
    try { sessionStorage.setItem(storageKey(gameCode), JSON.stringify({ token: sessionToken, startedLocal })); } catch { /* storage off */ }
    return { ...answer.data, startedLocal };
  }
  let stored = null;
  try { stored = JSON.parse(sessionStorage.getItem(storageKey(gameCode)) || 'null'); } catch { /* storage off */ }
  if (!stored || !stored.token) throw new ApiError(403, null);
  sessionToken = stored.token;
  const answer = await call('GET', 'state');
  return { ...answer.data, startedLocal: stored.startedLocal || Date.now() };
}

export const getState = () => call('GET', 'state');
export const getRounds = (limit = 20) => call('GET', `rounds?limit=${limit}`);
export const getSeeds = () => call('GET', 'seeds');
export const rotateSeeds = (clientSeed) => call('POST', 'seeds/rotate', clientSeed ? { client_seed: clientSeed } : {}, `house-${tabId}-${(counter += 1)}`);

/** Plays one round; a network failure is retried once with the same X-Sequence. */
export async function playRound(body) {
  const sequence = `house-${tabId}-${(counter += 1)}`;
  try {
    return await call('POST', 'rounds', body, sequence);
  } catch (err) {
    if (err instanceof ApiError) throw err;
    await new Promise((r) => setTimeout(r, 800));
    return call('POST', 'rounds', body, sequence);
  }
}
