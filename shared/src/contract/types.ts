// Request and response shapes of API.md.
import type { RemoteName } from './paths';

export interface SessionPayload { uid: string; email: string; auth_token: string }

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
  session?: SessionPayload;
  field?: string;
}

/** The legacy form that /main/init, /game/provider and /game/launch answer in addition (spec §7). */
export interface LegacyEnvelope<T = unknown> extends Envelope<T> {
  RESULT: boolean;
  DATA: T;
  message: string;
}

export interface SiteConfig {
  config: {
    VARIABLES: { title: string; [k: string]: unknown };
    WEB_VARIABLES: { theme?: string; style?: string; layout?: string; [k: string]: unknown };
    front_api_domain: string;
  };
}

export interface RemoteEntry {
  entry: string;
  version: string;
  /** Progressive delivery: which track this caller was assigned (absent: stable). */
  track?: 'stable' | 'canary' | 'preview';
  /** For a caller on the canary: the stable version, loaded once as last known good when the canary fails. */
  stable?: { entry: string; version: string; assignment?: string };
  /** Signed by the server for this caller, remote and version: health reports about it carry it (issue 45 §2). */
  assignment?: string;
}
export interface RemoteRegistry { remotes: Record<RemoteName, RemoteEntry> }

export interface RegisterRequest {
  username: string; email: string; password: string; password_confirm: string; nickname: string; phone: string;
  referral_code?: string; bank_name: string; bank_account: string; bank_holder: string;
}
export interface RegisterResponse { id: number; username: string }

export interface LoginRequest { username: string; password: string }
export interface LoginResponse {
  jwt: string; name: string; username: string; email: string; bank_code: string; bank_account: string;
  bank_name: string; use_vaccount: boolean;
}

export interface UserInfo {
  name: string; username: string; amount: number; rolling: number; point: number; bank_code_name: string;
  bank_account: string; bank_name: string; create_at: string; login_at: string; unread_memo: number;
  /** Account holder name (my page); sent by the server in addition to the spec's fields. */
  bank_holder?: string;
}
export interface InitResponse { ui: UserInfo }
