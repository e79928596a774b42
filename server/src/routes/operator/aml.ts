// The AML alerts queue (issue 47 §3; owner and compliance): list and read alerts, assign, comment, close with an
// outcome, and the site's thresholds. Mutations run through withIdempotency (X-Sequence) and are audited.
import type { TypedApp } from '../../http/type-provider';
import { Code, Msg, OPERATOR_PERMISSIONS } from '@casino/shared/contract';
import { fail, ok } from '../../http/envelope';
import { commonResponses } from '@casino/shared/contract/schemas/common';
import { IdParams } from '@casino/shared/contract/schemas/operator';
import {
  AmlAlertAnswer, AmlAlertsAnswer, AmlAlertsQuery, AmlAssignBody, AmlAssigneesAnswer, AmlCloseBody, AmlCommentBody, AmlThresholdsAnswer, AmlThresholdsBody,
} from '@casino/shared/contract/schemas/aml';
import { withIdempotency } from '../../plugins/idempotency';
import {
  alertDetail, alertList, amlAssignees, assignAlert, closeAlertAudited, commentAlert, setThresholds, thresholdsInForce,
} from '../../services/aml-queue';

const tags = ['operator'];
const security = [{ operator: [] }];
const responses = (answer: unknown) => ({ 200: answer, 403: commonResponses[403] });
const config = { roles: OPERATOR_PERMISSIONS.aml };

export default async function operatorAmlRoutes(app: TypedApp) {
  app.get('/aml/alerts', {
    config,
    schema: { tags, security, querystring: AmlAlertsQuery, response: responses(AmlAlertsAnswer), summary: 'AML alerts by status, rule, member or assignee (open: oldest first)' },
  }, async (request) => {
    const { status, rule, member_id: memberId, assignee, page, size } = request.query;
    const assigneeId = assignee === 'me' ? request.operator!.id : assignee === 'none' ? null : undefined;
    return ok(await alertList(app.db, { status, rule, memberId, assigneeId }, page, size));
  });

  app.get('/aml/alerts/:id', {
    config,
    schema: { tags, security, params: IdParams, response: responses(AmlAlertAnswer), summary: 'One AML alert with its comments' },
  }, async (request) => {
    const alert = await alertDetail(app.db, request.params.id);
    return alert ? ok(alert) : fail(Code.DATABASE, Msg.item_not_found, 'id');
  });

  app.post('/aml/alerts/:id/assign', {
    config,
    schema: { tags, security, params: IdParams, body: AmlAssignBody, response: responses(AmlAlertAnswer), summary: 'Assign an open alert (to me by default, to another owner or compliance operator, or to nobody)' },
  }, async (request) => withIdempotency(request, (tx) => assignAlert(tx, request, request.params.id, request.body.operator_id)));

  app.post('/aml/alerts/:id/comments', {
    config,
    schema: { tags, security, params: IdParams, body: AmlCommentBody, response: responses(AmlAlertAnswer), summary: 'Comment on an alert (append-only)' },
  }, async (request) => {
    const body = request.body.body.trim();
    if (!body) return fail(Code.PARAM_MISSING, Msg.required_input_missing, 'body');
    return withIdempotency(request, (tx) => commentAlert(tx, request, request.params.id, body));
  });

  app.post('/aml/alerts/:id/close', {
    config,
    schema: { tags, security, params: IdParams, body: AmlCloseBody, response: responses(AmlAlertAnswer), summary: 'Close an open alert with an outcome and a note (once: 6000 when closed before)' },
  }, async (request) => {
    const note = request.body.note.trim();
    if (!note) return fail(Code.PARAM_MISSING, Msg.required_input_missing, 'note');
    return withIdempotency(request, (tx) => closeAlertAudited(tx, request, request.params.id, request.body.outcome, note));
  });

  app.get('/aml/assignees', {
    config,
    schema: { tags, security, response: responses(AmlAssigneesAnswer), summary: 'The active operators an alert can be assigned to (owner, compliance)' },
  }, async () => ok({ list: await amlAssignees(app.db) }));

  app.get('/aml/settings', {
    config,
    schema: { tags, security, response: responses(AmlThresholdsAnswer), summary: 'The AML thresholds in force (never sent to members)' },
  }, async () => ok(await thresholdsInForce(app.db)));

  app.put('/aml/settings', {
    config,
    schema: { tags, security, body: AmlThresholdsBody, response: responses(AmlThresholdsAnswer), summary: 'Change some AML thresholds (audited with before and after)' },
  }, async (request) => {
    if (Object.keys(request.body).length === 0) return fail(Code.PARAM_MISSING, Msg.required_input_missing, 'body');
    return withIdempotency(request, (tx) => setThresholds(tx, request, request.body));
  });
}
