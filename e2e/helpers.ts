// Helpers for journeys that need a member: each test registers its own member through the API, so tests
// never depend on one another's balances. Logging in through the browser form is the account journey's
// job; other journeys put the session straight into storage, exactly as the login page stores it.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { POPUP_HIDDEN_COOKIE } from '@casino/shared/contract';
import { API_URL, SITE_URL } from './stack-env';

const ROOT = path.resolve(__dirname, '..');
const execFileAsync = promisify(execFile);

/** `node scripts/operator.mjs …` against the e2e server, as an operator types it; its standard output. */
export async function operatorCli(...args: string[]): Promise<string> {
  const { stdout } = await execFileAsync('node', [path.join(ROOT, 'scripts/operator.mjs'), ...args], { cwd: ROOT, env: { ...process.env, API_URL } });
  return stdout;
}

let counter = 0;

export interface Member { username: string; password: string; nickname: string; jwt: string; auth_token: string; login: Record<string, unknown> }

export function uniqueName(prefix = 'e2e'): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}`.toLowerCase().slice(0, 16);
}

export async function registerMember(request: APIRequestContext, overrides: Record<string, string> = {}): Promise<Member> {
  const username = overrides.username ?? uniqueName('m');
  const password = overrides.password ?? 'pass12345';
  const nickname = overrides.nickname ?? `닉${username.slice(-8)}`;
  const reg = await request.post(`${API_URL}/auth/register`, {
    headers: { 'Content-Type': 'text/plain' },
    data: JSON.stringify({
      username, email: `${username}@example.com`, password, password_confirm: password, nickname, phone: '01012345678',
      bank_name: '국민은행', bank_account: '12345678901234', bank_holder: '홍길동', date_of_birth: '1990-01-01', ...overrides,
    }),
  });
  const regBody = await reg.json();
  expect(regBody.code, JSON.stringify(regBody)).toBe(0);
  return { ...(await apiLogin(request, username, password)), nickname };
}

export async function apiLogin(request: APIRequestContext, username: string, password: string): Promise<Member> {
  const res = await request.post(`${API_URL}/auth/login`, { headers: { 'Content-Type': 'text/plain' }, data: JSON.stringify({ username, password }) });
  const body = await res.json();
  expect(body.code, JSON.stringify(body)).toBe(0);
  return { username, password, nickname: body.data.name, jwt: body.data.jwt, auth_token: body.session.auth_token, login: body.data };
}

export async function operatorToken(request: APIRequestContext): Promise<string> {
  const res = await request.post(`${API_URL}/operator/login`, { data: { username: 'operator', password: 'operator1234' } });
  return (await res.json()).data.jwt as string;
}

/**
 * A visitor who already chose "don't show again today" for the home-page notice popups (the popup journey
 * itself is in support.spec.ts): stores today's date for every plausible notice id before the page loads, and the
 * cookie that tells the server, which draws a visitor's first screen, to leave them out too (decision 010).
 */
export async function dismissNoticePopups(page: Page): Promise<void> {
  const ids = Array.from({ length: 500 }, (_, i) => i + 1).join('.');
  await page.context().addCookies([{ name: POPUP_HIDDEN_COOKIE, value: ids, url: SITE_URL }]);
  await page.addInitScript(() => {
    // the wallet's day (Asia/Seoul), as the page reads it (popup-flags.ts): the machine's own day differs from it
    // between 15:00 and 24:00 UTC, and the popups then showed over the page
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
    const flags: Record<string, string> = {};
    for (let id = 1; id <= 500; id += 1) flags[String(id)] = today;
    localStorage.setItem('casino.notice_flag', JSON.stringify(flags));
  });
}

/**
 * Waits until the page's live stream (GET /main/stream) is open, as the app bar shows it: from then on an event
 * the server sends (a decision, a memo, a revoked session) reaches the page at once, not at its next 10 s poll.
 */
export async function liveStreamOpen(page: Page): Promise<void> {
  await expect(page.getByTestId('app-bar-money')).toHaveAttribute('data-live', 'on');
}

/** Stores the session the way the client does (base64 values under the casino. prefix), then opens `path`. */
export async function openAs(page: Page, member: Member, path = '/home'): Promise<void> {
  await dismissNoticePopups(page);
  await page.addInitScript((m) => {
    if (sessionStorage.getItem('__e2e_seeded')) return;
    sessionStorage.setItem('__e2e_seeded', '1');
    const enc = (v: string) => btoa(String.fromCharCode(...new TextEncoder().encode(v)));
    const values: Record<string, string> = {
      jwt: m.jwt, auth_token: m.auth_token, uid: m.username, username: m.username, name: String(m.login.name ?? ''),
      email: String(m.login.email ?? ''), bank_code: String(m.login.bank_code ?? ''), bank_account: String(m.login.bank_account ?? ''),
      bank_name: String(m.login.bank_name ?? ''), use_vaccount: String(Boolean(m.login.use_vaccount)),
    };
    for (const [k, v] of Object.entries(values)) localStorage.setItem(`casino.${k}`, enc(v));
    // The phone tutorial is its own journey (shell.spec.ts); elsewhere it would only cover the page.
    localStorage.setItem('casino.tutorial_hidden', '1');
  }, member);
  await page.goto(path);
}

/** Puts `amount` won on a member's balance the way an operator does (an audited adjustment through the ledger). */
export async function fund(request: APIRequestContext, member: Member, amount: number): Promise<void> {
  const id = await memberId(request, member.username);
  const auth = { Authorization: `Bearer ${await operatorToken(request)}` };
  const res = await request.post(`${API_URL}/operator/members/${id}/adjust`, { headers: auth, data: { amount, reason: 'e2e funding' } });
  const body = await res.json();
  expect(body.code, JSON.stringify(body)).toBe(0);
  // above the site's approval threshold the credit waits for a second operator (four eyes, issue 47 §1): the demo's
  // compliance operator approves it, as a colleague would in the Approvals queue
  const pending = body.data?.pending_approval as { id: number } | undefined;
  if (pending) {
    const checker = await request.post(`${API_URL}/operator/login`, { data: { username: 'operator-compliance', password: 'compliance1234' } });
    const jwt = (await checker.json()).data.jwt as string;
    const approved = await request.post(`${API_URL}/operator/approvals/${pending.id}/approve`, { headers: { Authorization: `Bearer ${jwt}` }, data: {} });
    const answer = await approved.json();
    expect(answer.code, JSON.stringify(answer)).toBe(0);
  }
}

/** A member's id, found by the operator's member search (however many members the suite has registered). */
export async function memberId(request: APIRequestContext, username: string): Promise<number> {
  const token = await operatorToken(request);
  const res = await request.get(`${API_URL}/operator/members?q=${encodeURIComponent(username)}`, { headers: { Authorization: `Bearer ${token}` } });
  const found = (await res.json()).data.list.find((m: { username: string }) => m.username === username);
  expect(found, `member ${username}`).toBeTruthy();
  return found.id as number;
}
