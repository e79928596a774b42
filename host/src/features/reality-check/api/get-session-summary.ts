// GET /account/session-summary: time since login, net result since login and the member's interval.
import { api, Paths, type Result, type SessionSummary } from '@casino/shared';

export function getSessionSummary(): Promise<Result<SessionSummary>> {
  return api.get<SessionSummary>(Paths.sessionSummary);
}
