// Reports from browsers: remote health (below) and page render errors (POST /api/page-errors, at the end).
// Health of remotes from real browsers (issue 15): the host batches, per remote and version, each successful
// mount, load failure, render error and fallback to stable, and sends them with navigator.sendBeacon. No
// personal data: signed assignments, kinds and counts. Rate-limited per IP; stored per minute and reporter.
//
// Threat model (issue 45 §2; docs/architecture.md "Telemetry you can trust"): anyone can post here, so a report
// counts only under the signed assignment GET /api/remotes gave that browser for that remote and version (site,
// remote, version, track, reporter); a forged, altered, expired or foreign assignment refuses the whole report and
// stores nothing. Each reporter adds at most REPORTER_MINUTE_CAP per kind and minute, decisions count reporters
// (not events) and at most MAX_VOTES_PER_SOURCE per network, and need the policy's min_reporters.
import type { TypedApp } from '../../http/type-provider';
import { Code, Msg, Paths, REMOTE_NAMES } from '@casino/shared/contract';
import { HandlerFailure, ok } from '../../http/envelope';
import { createAssignmentSigner, type Assignment } from '../../security/remote-assignments';
import { sourceOf } from '../../domain/remote-delivery';
import { commonResponses } from '@casino/shared/contract/schemas/common';
import { PageErrorAnswer, PageErrorBody, TelemetryAnswer, TelemetryBody } from '@casino/shared/contract/schemas/site';
import { ingestTelemetry, type AssignedEvent } from '../../services/remote-delivery';
import { pageErrors } from '../../metrics';

/** Reports a browser may send per minute (one page load sends one or two batches). */
export const TELEMETRY_PER_MINUTE = 120;
/** Page error reports a browser may send per minute (a page that throws reports once per mount). */
export const PAGE_ERRORS_PER_MINUTE = 20;

export default async function telemetryRoutes(app: TypedApp) {
  // sendBeacon posts a string as text/plain (a "simple" request: no preflight); the app parses text/plain bodies
  // as JSON already (plugins/envelope.ts), like every member call.
  const assignments = createAssignmentSigner(app.config.jwtSecret);
  app.post(Paths.telemetry, {
    config: { rateLimit: { max: TELEMETRY_PER_MINUTE, timeWindow: 60_000 } },
    bodyLimit: 16_384,
    schema: {
      tags: ['config'],
      summary: 'Remote health reports from the host (mounts, load failures, render errors, fallbacks per remote and version)',
      description: 'Sent with navigator.sendBeacon as text/plain JSON (application/json accepted too). Each line carries the signed assignment of /api/remotes; a report with any assignment that does not verify is refused whole (4001, field `assignment`) and stores nothing. Versions the site no longer serves are ignored. Feeds `remote status` and the automatic rollback of a failing canary.',
      body: TelemetryBody,
      response: { 200: TelemetryAnswer, 429: commonResponses[429] },
    },
  }, async (request) => {
    const verified = new Map<string, Assignment | null>();
    for (const e of request.body.events) if (!verified.has(e.assignment)) verified.set(e.assignment, await assignments.verify(e.assignment));
    const events: AssignedEvent[] = [];
    for (const e of request.body.events) {
      const assignment = verified.get(e.assignment);
      if (!assignment || !(REMOTE_NAMES as readonly string[]).includes(assignment.remote)) throw new HandlerFailure(Code.PARAM_INVALID, Msg.invalid_input_value, 'assignment');
      events.push({ assignment, kind: e.kind, count: e.count });
    }
    const kept = await ingestTelemetry({ db: app.db, hostUrl: app.config.hostUrl, log: request.log }, events, sourceOf(request.ip));
    return ok({ kept });
  });

  // A page of the host or the back office threw while rendering (shared/src/failure/page-boundary.tsx): the same
  // kind of report as a remote's render error, for the pages no remote owns. Threat model: anyone can post here, so a
  // report decides nothing (no rollback, no state): it is a log line with the page and the request id the panel
  // showed (support finds the member's failed request by it) and one counter per app (two series, whatever is
  // posted). Bounded by the schema (short, plain strings), the body limit and a per-IP rate limit.
  app.post(Paths.pageErrors, {
    config: { rateLimit: { max: PAGE_ERRORS_PER_MINUTE, timeWindow: 60_000 } },
    bodyLimit: 2_048,
    schema: {
      tags: ['config'],
      summary: 'A page of the host or the back office threw while rendering (its error boundary reports it)',
      description: 'Anonymous, text/plain or application/json. Logged (warn, "page render error") with the page, the request id the failure panel showed and the error; counted in casino_page_render_errors_total by app. Stores nothing and decides nothing.',
      body: PageErrorBody,
      response: { 200: PageErrorAnswer, 429: commonResponses[429] },
    },
  }, async (request) => {
    const { app: reportingApp, page, request_id: requestId, from_request: fromRequest, error, version } = request.body;
    request.log.warn({ app: reportingApp, page, pageRequestId: requestId, fromRequest, error, version }, 'page render error');
    pageErrors.inc({ app: reportingApp });
    return ok({});
  });
}
