// Session info (login answer) and user info (init's ui field). Components observe it; the host's session
// watch drives polling. Logout clears exactly the spec §9 list of stored values.
import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '../api/client';
import { Paths } from '../contract/paths';
import { POPUP_HIDDEN_COOKIE } from '../contract/support';
import type { InitResponse, LoginResponse, SessionPayload, UserInfo } from '../contract/types';
import { MemberStreamPath, type MemberEvent } from '../contract/operator';
import { formatMoney } from '../format/money';
import { MemberStream } from './member-stream';
import { cookies, storage } from './storage';
import { checkToken, type TokenCheck } from './token';

export interface SessionInfo {
  name: string; username: string; email: string; bank_code: string; bank_account: string; bank_name: string;
  use_vaccount: boolean; jwt: string; auth_token: string; uid: string;
}

const SESSION_KEYS = ['jwt', 'name', 'username', 'email', 'bank_code', 'bank_account', 'bank_name', 'use_vaccount', 'auth_token', 'uid'] as const;
/** Flags that logout clears besides the session values (spec §9: hidden memo, notice and inquiry flags). */
export const LOGOUT_FLAG_KEYS = ['hidden_memo', 'notice_flag', 'inquiry_flag'] as const;

export const EMPTY_USER: UserInfo = {
  name: '', username: '', amount: 0, rolling: 0, point: 0, bank_code_name: '', bank_account: '', bank_name: '',
  create_at: '', login_at: '', unread_memo: 0,
};

/** Missing strings default to empty, numbers to 0 (spec §3). */
export function toUserInfo(raw: Partial<Record<keyof UserInfo, unknown>> | undefined | null): UserInfo {
  const out = { ...EMPTY_USER } as Record<string, unknown>;
  for (const key of Object.keys(EMPTY_USER) as (keyof UserInfo)[]) {
    const v = raw?.[key];
    if (typeof EMPTY_USER[key] === 'number') out[key] = typeof v === 'number' && Number.isFinite(v) ? v : Number(v) || 0;
    else out[key] = typeof v === 'string' ? v : v == null ? '' : String(v);
  }
  // Optional extra of the server (my page's account holder): kept when sent, absent otherwise.
  if (raw?.bank_holder != null) out.bank_holder = String(raw.bank_holder);
  return out as unknown as UserInfo;
}

/**
 * A live update to tell the member about (the host shows it as a translated toast: `live.<key>`); `tellsBalance`
 * when it is the news of a balance change (then the toast alone announces it).
 */
export interface LiveNotice { seq: number; key: string; values: Record<string, string | number>; tellsBalance: boolean }

export class SessionStore {
  info: SessionInfo | null = null;
  user: UserInfo = { ...EMPTY_USER };
  /**
   * The server has told this page the member's balance and points (an init answer or a money answer): until then
   * the app bar shows a placeholder, not ₩0 (and the server's first screen of a member's page draws it so).
   */
  userKnown = false;
  isLoading = false;
  error: string | null = null;
  /** The latest live update worth a toast (issue 16); `seq` grows with each. */
  liveNotice: LiveNotice | null = null;
  /** The server revoked this session (suspension): the session watch logs out at once. */
  revoked = false;
  /** The live stream is open now (the app bar marks it; the poll covers the gaps). */
  streamConnected = false;
  private stream: MemberStream | null = null;
  /**
   * Init answers are applied in the order their requests were sent, not the order they arrive: the 10 s poll,
   * a live event and a memo being read can each start an init call, and an answer read before the member's
   * last change must not overwrite the one read after it (the badge would go back to the old count).
   * `initSent` numbers the calls; `initApplied` is the newest call whose answer is shown; `moneyAt` is the
   * call number current when a money answer last set the balance (an init call sent before it is older).
   */
  private initSent = 0;
  private initApplied = 0;
  private moneyAt = 0;
  /**
   * The ledger marks (MoneyMarks of the contract) of the balance and points shown: a money answer and a live event can
   * overtake each other (the event travels through the database's notifications and the stream, the answer straight
   * back), and a figure marked lower than the one shown is older, so it is not applied.
   */
  private balanceSeq = 0;
  private pointsSeq = 0;

  constructor(private readonly api: ApiClient) {
    makeAutoObservable<SessionStore, 'api' | 'stream' | 'initSent' | 'initApplied' | 'moneyAt' | 'balanceSeq' | 'pointsSeq'>(
      this, { api: false, stream: false, initSent: false, initApplied: false, moneyAt: false, balanceSeq: false, pointsSeq: false }, { autoBind: true });
    this.restore();
  }

  get jwt(): string | null { return this.info?.jwt || null; }
  /** The bearer credential: the jwt, falling back to the auth token (spec §6). */
  get credential(): string | undefined { return this.info?.jwt || this.info?.auth_token || undefined; }
  get isLoggedIn(): boolean { return this.info !== null; }

  check(now = Date.now()): TokenCheck { return checkToken(this.info?.jwt, now); }

  restore(): void {
    const jwt = storage.getEncoded('jwt');
    const auth = storage.getEncoded('auth_token');
    if (!jwt && !auth) { this.info = null; return; }
    const get = (k: string) => storage.getEncoded(k) ?? '';
    this.info = {
      jwt: jwt ?? '', auth_token: auth ?? '', name: get('name'), username: get('username'), email: get('email'),
      bank_code: get('bank_code'), bank_account: get('bank_account'), bank_name: get('bank_name'),
      use_vaccount: get('use_vaccount') === 'true', uid: get('uid'),
    };
  }

  /** Stores a login answer and the session object that came with it. */
  setLogin(data: LoginResponse, session?: SessionPayload): void {
    const info: SessionInfo = {
      jwt: data.jwt ?? '', name: data.name ?? '', username: data.username ?? '', email: data.email ?? session?.email ?? '',
      bank_code: data.bank_code ?? '', bank_account: data.bank_account ?? '', bank_name: data.bank_name ?? '',
      use_vaccount: Boolean(data.use_vaccount), auth_token: session?.auth_token ?? '', uid: session?.uid ?? data.username ?? '',
    };
    this.info = info;
    this.balanceSeq = 0; // a new login may be another member's: their marks start afresh
    this.pointsSeq = 0;
    this.persist();
  }

  /** A `session` object in any answer refreshes the stored credentials. */
  applySession(session: SessionPayload): void {
    if (!this.info) return;
    this.info = { ...this.info, uid: session.uid ?? this.info.uid, email: session.email ?? this.info.email, auth_token: session.auth_token ?? this.info.auth_token };
    this.persist();
  }

  setUser(raw: unknown): void {
    this.user = toUserInfo(raw as Partial<Record<keyof UserInfo, unknown>>);
    this.userKnown = true;
  }

  /**
   * A money answer of the server (withdraw, point conversion) carries the member's balance and points after
   * the change: they replace the shown ones at once, no init call. A field the answer lacks stays as it is
   * (a deposit request answers neither: the balance changes only when an operator approves it). A figure with a
   * ledger mark (`balance_seq`, `points_seq`) lower than the shown one's is older and is not applied (see balanceSeq).
   */
  applyMoney(answer: { balance?: unknown; point?: unknown; balance_seq?: unknown; points_seq?: unknown } | null | undefined): void {
    if (!answer) return;
    const next = { ...this.user };
    const newer = (seq: unknown, shown: number) => typeof seq !== 'number' || !Number.isFinite(seq) || seq >= shown;
    if (typeof answer.balance === 'number' && Number.isFinite(answer.balance) && newer(answer.balance_seq, this.balanceSeq)) {
      next.amount = answer.balance;
      this.userKnown = true;
      if (typeof answer.balance_seq === 'number') this.balanceSeq = answer.balance_seq;
    }
    if (typeof answer.point === 'number' && Number.isFinite(answer.point) && newer(answer.points_seq, this.pointsSeq)) {
      next.point = answer.point;
      if (typeof answer.points_seq === 'number') this.pointsSeq = answer.points_seq;
    }
    this.moneyAt = this.initSent;
    if (next.amount !== this.user.amount || next.point !== this.user.point) this.user = next;
  }

  /**
   * Subscribes to the member's live stream (GET /main/stream): decisions, memos, answers and balance changes
   * arrive within a second instead of at the next 10 s init poll, which stays as the fallback.
   */
  startStream(): void {
    if (this.stream || !this.api.baseURL) return;
    this.stream = new MemberStream({
      url: `${this.api.baseURL.replace(/\/+$/, '')}${MemberStreamPath}`, credential: () => this.credential,
      onEvent: this.applyEvent, onConnected: this.setStreamConnected, onRefused: this.streamRefused,
    });
    this.stream.start();
  }

  stopStream(): void {
    this.stream?.stop();
    this.stream = null;
    this.streamConnected = false;
  }

  setStreamConnected(connected: boolean): void { this.streamConnected = connected; }

  /** The stream answered 401/403: the session is over (the session watch logs out, as on a revocation). */
  streamRefused(): void {
    this.stream = null;
    this.streamConnected = false;
    this.revoked = true;
  }

  /** One live event: the new balance at once (as applyMoney), a toast to show, a refresh where counts change. */
  applyEvent(event: MemberEvent): void {
    const notice = (key: string, values: Record<string, string | number> = {}, tellsBalance = false) => {
      this.liveNotice = { seq: (this.liveNotice?.seq ?? 0) + 1, key, values, tellsBalance };
    };
    switch (event.type) {
      case 'deposit.decided':
      case 'withdrawal.decided': {
        this.applyMoney({ balance: event.data.balance, balance_seq: event.data.balance_seq });
        const kind = event.type === 'deposit.decided' ? 'deposit' : 'withdrawal';
        notice(`${kind}${event.data.status === 'completed' ? 'Completed' : 'Rejected'}`, { amount: formatMoney(event.data.amount) }, true);
        break;
      }
      case 'balance.changed':
        this.applyMoney({ balance: event.data.balance, point: event.data.points, balance_seq: event.data.balance_seq, points_seq: event.data.points_seq });
        notice('balanceChanged', { balance: formatMoney(event.data.balance) }, true);
        break;
      case 'memo.received':
        notice('memoReceived', { title: event.data.title });
        void this.refresh(); // the unread memo count
        break;
      case 'inquiry.answered':
        notice('inquiryAnswered');
        break;
      case 'session.revoked':
        this.revoked = true;
        this.stopStream();
        break;
      default:
        break;
    }
  }

  /**
   * One init call: true when the answer carried user info. An answer older than the one shown is dropped
   * (see `initSent`); one sent before the last money answer keeps that answer's balance and points.
   */
  async refresh(): Promise<boolean> {
    this.isLoading = true;
    const call = ++this.initSent;
    try {
      const res = await this.api.get<InitResponse>(Paths.init);
      const ok = res.ok && Boolean(res.data?.ui);
      runInAction(() => {
        if (call === this.initSent) this.isLoading = false;
        if (call < this.initApplied) return;
        this.initApplied = call;
        if (!ok) { this.error = res.msg || 'init_failed'; return; }
        const { amount, point } = this.user;
        this.setUser(res.data.ui);
        if (call <= this.moneyAt) this.user = { ...this.user, amount, point };
        this.error = null;
      });
      return ok;
    } catch (e) {
      runInAction(() => {
        if (call === this.initSent) this.isLoading = false;
        if (call >= this.initApplied) this.error = e instanceof Error ? e.message : String(e);
      });
      return false;
    }
  }

  /** Asks the server to revoke the token (best effort), then clears the client state. */
  async logout(): Promise<void> {
    // this page's own stream goes first: the server tells the session's other pages (session.revoked), and this
    // one leaves by its own way (the caller's navigation), not by the session watch's redirect
    this.stopStream();
    if (this.credential) {
      try { await this.api.post(Paths.logout); } catch { /* the local session is cleared regardless */ }
    }
    runInAction(() => this.clear());
  }

  clear(): void {
    this.stopStream();
    this.revoked = false;
    for (const k of SESSION_KEYS) storage.remove(k);
    for (const k of LOGOUT_FLAG_KEYS) storage.remove(k);
    cookies.remove(POPUP_HIDDEN_COOKIE); // the popups hidden today show again, on the server's first screen too
    this.info = null;
    this.user = { ...EMPTY_USER };
    this.userKnown = false;
    this.error = null;
    this.balanceSeq = 0; // another member's ledger marks are not comparable
    this.pointsSeq = 0;
  }

  private persist(): void {
    if (!this.info) return;
    for (const k of SESSION_KEYS) storage.setEncoded(k, String(this.info[k] ?? ''));
  }
}
