// The operator's session in this origin's own storage (the console runs on its own origin, so no member
// page can read it). Login may take two steps: the server asks for the TOTP code when the operator has
// enrolled (or the site requires it for everybody). The role decides what the console shows; the server
// decides what it allows.
import { makeAutoObservable, runInAction } from 'mobx';
import { failureFromError } from '@casino/shared';
import { opFailureFromResult, type OpFailure } from './failures';
import { OperatorMsg, OperatorPaths, type OperatorLoginAnswer, type OperatorMe } from '@casino/shared/contract';
import { isRole, type OperatorRole } from './roles';
import type { OperatorClient } from './operator-client';

const KEY = 'bo.session';

export type LoginOutcome =
  | { ok: true; enrolOnly: boolean }
  | { ok: false; totp: true; failure?: OpFailure }
  | { ok: false; totp?: false; failure: OpFailure };

interface Saved { token: string; operator: OperatorMe | null }

function readSaved(storage: Storage | null): Saved | null {
  try {
    const raw = storage?.getItem(KEY);
    if (!raw) return null;
    const saved = JSON.parse(raw) as Saved;
    return typeof saved.token === 'string' ? saved : null;
  } catch { return null; }
}

export class SessionStore {
  token: string | null = null;
  operator: OperatorMe | null = null;
  isLoading = false;

  constructor(private readonly client: () => OperatorClient, private readonly storage: Storage | null = safeStorage()) {
    const saved = readSaved(storage);
    if (saved) { this.token = saved.token; this.operator = saved.operator; }
    makeAutoObservable<SessionStore, 'client' | 'storage'>(this, { client: false, storage: false }, { autoBind: true });
  }

  get loggedIn(): boolean { return Boolean(this.token); }
  get role(): OperatorRole | null { return this.operator && isRole(this.operator.role) ? this.operator.role : null; }
  /** The site requires TOTP and this operator has not enrolled: the session may only enrol. */
  get enrolOnly(): boolean { return Boolean(this.operator?.enrol_only); }
  /** An owner reset this operator's password: the session may only set a new one (me, password, logout). */
  get mustChangePassword(): boolean { return Boolean(this.operator?.must_change_password); }

  /**
   * Password first; when the server answers totp_required the page asks for the code and calls again with
   * it. totp_enrolment_required comes with an enrolment-only session (the console opens the enrolment page).
   */
  async login(username: string, password: string, totp?: string): Promise<LoginOutcome> {
    this.isLoading = true;
    try {
      const res = await this.client().post<Partial<OperatorLoginAnswer> | null>(OperatorPaths.login, { username, password, ...(totp ? { totp } : {}) });
      const jwt = res.data?.jwt;
      if (jwt && (res.ok || res.msg === OperatorMsg.totp_enrolment_required)) {
        runInAction(() => {
          this.token = jwt;
          this.operator = res.data?.operator ?? null;
          this.persist();
        });
        if (!this.operator) await this.loadProfile();
        return { ok: true, enrolOnly: this.enrolOnly };
      }
      if (res.msg === OperatorMsg.totp_required) return { ok: false, totp: true };
      if (res.msg === OperatorMsg.totp_invalid) return { ok: false, totp: true, failure: opFailureFromResult(res) };
      return { ok: false, failure: opFailureFromResult(res) };
    } catch (e) {
      return { ok: false, failure: failureFromError(e) };
    } finally {
      runInAction(() => { this.isLoading = false; });
    }
  }

  /** Reads who this token belongs to (name, role, second factor). */
  async loadProfile(): Promise<void> {
    try {
      const res = await this.client().get<OperatorMe>(OperatorPaths.me);
      runInAction(() => {
        if (res.ok && res.data && isRole(res.data.role)) {
          this.operator = res.data;
          this.persist();
        }
      });
    } catch { /* a dead session is ended by the client */ }
  }

  /** After enrolment the server answers the operator as it now is (totp_enabled, no longer enrol_only). */
  setOperator(operator: OperatorMe): void {
    this.operator = operator;
    this.persist();
  }

  async logout(): Promise<void> {
    if (this.token) await this.client().post(OperatorPaths.logout).catch(() => undefined);
    this.clear();
  }

  /** The server ended the session (expired, revoked, operator disabled): forget it here too. */
  clear(): void {
    this.token = null;
    this.operator = null;
    try { this.storage?.removeItem(KEY); } catch { /* storage unavailable */ }
  }

  private persist(): void {
    try {
      if (this.token) this.storage?.setItem(KEY, JSON.stringify({ token: this.token, operator: this.operator } satisfies Saved));
    } catch { /* storage unavailable: the session lives in memory */ }
  }
}

function safeStorage(): Storage | null {
  try { return typeof localStorage === 'undefined' ? null : localStorage; } catch { return null; }
}
