// What an operator may do to a member, as the role allows: suspend (ends the member's sessions at once),
// unsuspend, clear login throttling, change the bank account, adjust cash or points with a reason, send a
// memo. Each action is one form in a dialog; every change is audited by the server. A bank change, and an adjustment
// above the site's threshold, is sent for a second operator's approval (issue 47 §1): the dialog says so.
import { App, Button, Form, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ADJUST_REASON_MAX, MEMBER_BANK_FIELD_MAX, MEMO_CONTENT_MAX, MEMO_TITLE_MAX, OperatorPaths, type MemberDetail, type OperatorPermission, type PendingApproval,
} from '@casino/shared/contract';
import { useStores } from '../../lib/stores';
import { useAction } from '../../lib/use-api';
import { useFailureText } from '../../lib/failures';
import { can } from '../../lib/roles';

type FieldName = 'reason' | 'amount' | 'bank_name' | 'bank_account' | 'bank_holder' | 'title' | 'content';
/** Each text field's limit: the contract's constants, which the server's schemas state too. */
const FIELD_MAX: Partial<Record<FieldName, number>> = {
  reason: ADJUST_REASON_MAX, bank_name: MEMBER_BANK_FIELD_MAX, bank_account: MEMBER_BANK_FIELD_MAX, bank_holder: MEMBER_BANK_FIELD_MAX,
  title: MEMO_TITLE_MAX, content: MEMO_CONTENT_MAX,
};
interface ActionSpec {
  key: string;
  permission: OperatorPermission;
  fields: FieldName[];
  method: 'post' | 'put';
  path: (id: number) => string;
  danger?: boolean;
  shown?: (m: MemberDetail) => boolean;
  body?: (f: Record<string, string>, m: MemberDetail) => Record<string, unknown>;
}

const ACTIONS: ActionSpec[] = [
  { key: 'suspend', permission: 'memberSuspend', fields: ['reason'], method: 'post', path: OperatorPaths.memberSuspend, danger: true, shown: (m) => m.status === 'active' },
  { key: 'unsuspend', permission: 'memberSuspend', fields: ['reason'], method: 'post', path: OperatorPaths.memberUnsuspend, shown: (m) => m.status !== 'active' },
  { key: 'unlock', permission: 'memberUnlock', fields: [], method: 'post', path: OperatorPaths.memberUnlock },
  { key: 'bank', permission: 'memberBank', fields: ['bank_name', 'bank_account', 'bank_holder', 'reason'], method: 'put', path: OperatorPaths.memberBank },
  { key: 'adjust', permission: 'memberAdjust', fields: ['amount', 'reason'], method: 'post', path: OperatorPaths.memberAdjust },
  { key: 'points', permission: 'memberAdjust', fields: ['amount', 'reason'], method: 'post', path: OperatorPaths.memberPoints },
  { key: 'memo', permission: 'memo', fields: ['title', 'content'], method: 'post', path: () => OperatorPaths.memos, body: (f, m) => ({ member_id: m.id, title: f.title, content: f.content }) },
];

export function MemberActions({ member, onChanged }: { member: MemberDetail; onChanged: () => Promise<void> }) {
  const { t } = useTranslation('bo');
  const { session } = useStores();
  const [open, setOpen] = useState<ActionSpec | null>(null);
  const actions = ACTIONS.filter((a) => can(session.role, a.permission) && (a.shown?.(member) ?? true));
  if (!actions.length) return null;
  return (
    <>
      <Space wrap style={{ marginTop: 8 }}>
        {actions.map((a) => (
          <Button key={a.key} danger={a.danger} onClick={() => setOpen(a)} data-testid={`member-action-${a.key}`}>{t(`memberAction.${a.key}`)}</Button>
        ))}
      </Space>
      {open && <ActionDialog spec={open} member={member} onClose={() => setOpen(null)} onDone={async () => { setOpen(null); await onChanged(); }} />}
    </>
  );
}

function ActionDialog({ spec, member, onClose, onDone }: { spec: ActionSpec; member: MemberDetail; onClose: () => void; onDone: () => Promise<void> }) {
  const { t } = useTranslation('bo');
  const { client } = useStores();
  const { message } = App.useApp();
  const failureText = useFailureText();
  const { run, busy } = useAction();
  const [form] = Form.useForm<Record<string, string>>();
  const initial = spec.key === 'bank' ? { bank_name: member.bank_name, bank_account: member.bank_account, bank_holder: member.bank_holder } : {};
  const submit = async (f: Record<string, string>) => {
    const body = spec.body ? spec.body(f, member) : Object.fromEntries(Object.entries(f).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v]));
    const outcome = await run(spec.key, (sequence) => (spec.method === 'put' ? client.put(spec.path(member.id), body, { sequence }) : client.post(spec.path(member.id), body, { sequence })));
    if (!outcome.ok) { void message.error(failureText(outcome.failure)); return; }
    // four eyes (issue 47 §1): a bank change, or an adjustment above the site's threshold, waits for a second operator
    const pending = (outcome.data as Partial<PendingApproval> | null)?.pending_approval;
    if (pending) void message.info(t('memberAction.sentForApproval', { id: pending.id }));
    else void message.success(t(`memberAction.done.${spec.key}`));
    await onDone();
  };
  return (
    <Modal open title={t(`memberAction.${spec.key}`)} onCancel={onClose} okText={t('common.confirm')} onOk={() => form.submit()} okButtonProps={{ loading: busy === spec.key, 'data-testid': 'member-action-confirm' }} destroyOnHidden>
      {spec.fields.length === 0 && <p>{t(`memberAction.confirm.${spec.key}`)}</p>}
      <Form form={form} layout="vertical" initialValues={initial} onFinish={(f) => { void submit(f); }}>
        {spec.fields.map((name) => (
          <Form.Item key={name} name={name} label={t(`field.${name}`)} rules={[{ required: true, whitespace: true, message: t('form.required') }, ...(name === 'amount' ? [{ pattern: /^-?\d+$/, message: t('form.signedInteger') }] : [])]}>
            {name === 'content' || name === 'reason' ? <Input.TextArea rows={3} maxLength={FIELD_MAX[name]} data-testid={`field-${name}`} /> : <Input data-testid={`field-${name}`} maxLength={FIELD_MAX[name]} />}
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
