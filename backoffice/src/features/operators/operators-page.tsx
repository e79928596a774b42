// Operators (owner only): create with a role (a release operator with the remotes it owns), disable or enable, change the role, reset a lost TOTP, reset a
// forgotten password (a temporary one, shown once; the operator sets his own at the next login).
// The server refuses an owner changing themselves (there must stay an active owner).
import { Alert, App, Button, Form, Input, Modal, Popconfirm, Select, Space, Table, Tag, Typography, type ButtonProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OPERATOR_ROLES, OPERATOR_USERNAME_MAX, REMOTE_NAMES, type RemoteName, OperatorPaths, type OperatorAccount, type OperatorCreateRequest, type OperatorPasswordResetAnswer, type OperatorRole, type OperatorUpdateRequest } from '@casino/shared/contract';
import { useStores } from '../../lib/stores';
import { useAction, useApi } from '../../lib/use-api';
import { useFailureText } from '../../lib/failures';
import { EMPTY_VALUE, formatTimestamp } from '@casino/shared';

export function OperatorsPage() {
  const { t } = useTranslation('bo');
  const { client, session } = useStores();
  const { message } = App.useApp();
  const failureText = useFailureText();
  const { run, busy } = useAction();
  const [creating, setCreating] = useState(false);
  const [temporary, setTemporary] = useState<{ username: string; password: string } | null>(null);
  const { data, loading, failure, reload } = useApi(() => client.get<{ list: OperatorAccount[] }>(OperatorPaths.operators), []);

  const update = async (o: OperatorAccount, change: OperatorUpdateRequest) => {
    const outcome = await run(`op-${o.id}-${JSON.stringify(change)}`, (sequence) => client.patch(OperatorPaths.operator(o.id), change as Record<string, unknown>, { sequence }));
    if (outcome.ok) { void message.success(t('common.saved')); await reload(); } else void message.error(failureText(outcome.failure));
  };

  const resetPassword = async (o: OperatorAccount) => {
    const outcome = await run(`pw-${o.id}`, (sequence) => client.post<OperatorPasswordResetAnswer>(OperatorPaths.operatorPasswordReset(o.id), {}, { sequence }));
    if (outcome.ok && outcome.data?.temporary_password) setTemporary({ username: o.username, password: outcome.data.temporary_password });
    else if (!outcome.ok) void message.error(failureText(outcome.failure));
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Button type="primary" onClick={() => setCreating(true)} data-testid="operator-new">{t('operators.new')}</Button>
      {failure && <Alert type="error" showIcon title={failureText(failure)} />}
      <Table<OperatorAccount>
        rowKey="id" size="small" loading={loading} dataSource={data?.list ?? []} pagination={false} scroll={{ x: true }}
        columns={[
          { title: t('login.username'), dataIndex: 'username' },
          {
            title: t('operators.role'), dataIndex: 'role', render: (r: OperatorRole, o) => (
              <Select<OperatorRole>
                size="small" value={r} style={{ width: 130 }} disabled={o.id === session.operator?.id} loading={busy?.startsWith(`op-${o.id}-`)}
                aria-label={`${t('operators.role')}: ${o.username}`}
                onChange={(role) => { void update(o, { role }); }} options={OPERATOR_ROLES.map((v) => ({ value: v, label: t(`role.${v}`) }))}
                data-testid={`operator-role-${o.username}`}
              />
            ),
          },
          {
            // a release operator drives the rollout of these remotes only (issue 45)
            title: t('operators.remotes'), dataIndex: 'remotes', render: (remotes: RemoteName[] | undefined, o) => (o.role !== 'release' ? EMPTY_VALUE : (
              <Select<RemoteName[]>
                mode="multiple" size="small" value={remotes ?? []} style={{ minWidth: 160 }} aria-label={t('operators.remotesOf', { username: o.username })}
                onChange={(list) => { void update(o, { remotes: list }); }} options={REMOTE_NAMES.map((v) => ({ value: v, label: v }))}
                data-testid={`operator-remotes-${o.username}`}
              />
            )),
          },
          { title: t('operators.status'), dataIndex: 'status', render: (s: string) => <Tag color={s === 'active' ? 'green' : 'red'}>{t(`operators.statuses.${s}`, { defaultValue: s })}</Tag> },
          { title: 'TOTP', dataIndex: 'totp_enabled', render: (v: boolean) => (v ? <Tag color="blue">TOTP</Tag> : EMPTY_VALUE) },
          { title: t('member.lastLogin'), dataIndex: 'last_login_at', render: (v: string) => formatTimestamp(v) },
          {
            title: '', key: 'actions', render: (_: unknown, o) => (o.id === session.operator?.id ? null : (
              <Space wrap>
                <Button size="small" danger={o.status === 'active'} onClick={() => { void update(o, { status: o.status === 'active' ? 'suspended' : 'active' }); }} data-testid={`operator-toggle-${o.username}`}>
                  {o.status === 'active' ? t('operators.disable') : t('operators.enable')}
                </Button>
                <Popconfirm title={t('operators.resetPasswordConfirm')} onConfirm={() => resetPassword(o)} okButtonProps={{ 'data-testid': 'operator-reset-password-ok' } as ButtonProps}>
                  <Button size="small" loading={busy === `pw-${o.id}`} data-testid={`operator-reset-password-${o.username}`}>{t('operators.resetPassword')}</Button>
                </Popconfirm>
                {o.totp_enabled && <Popconfirm title={t('operators.resetTotpConfirm')} onConfirm={() => update(o, { reset_totp: true })}><Button size="small">{t('operators.resetTotp')}</Button></Popconfirm>}
              </Space>
            )),
          },
        ]}
      />
      {temporary && (
        <Modal
          open title={t('operators.temporaryTitle')} onCancel={() => setTemporary(null)} destroyOnHidden
          footer={<Button type="primary" onClick={() => setTemporary(null)} data-testid="temporary-password-close">{t('operators.close')}</Button>}
        >
          <Typography.Paragraph>{t('operators.temporaryIntro', { username: temporary.username })}</Typography.Paragraph>
          <Typography.Text code copyable={{ text: temporary.password }} style={{ fontSize: 18 }} data-testid="temporary-password">{temporary.password}</Typography.Text>
        </Modal>
      )}
      {creating && <CreateDialog onClose={() => setCreating(false)} onCreated={async () => { setCreating(false); await reload(); }} />}
    </Space>
  );
}

function CreateDialog({ onClose, onCreated }: { onClose: () => void; onCreated: () => Promise<void> }) {
  const { t } = useTranslation('bo');
  const { client } = useStores();
  const { message } = App.useApp();
  const failureText = useFailureText();
  const { run, busy } = useAction();
  const [form] = Form.useForm<OperatorCreateRequest>();
  const role = Form.useWatch('role', form);
  const create = async (f: OperatorCreateRequest) => {
    const outcome = await run('create', (sequence) => client.post(OperatorPaths.operators, { username: f.username.trim(), password: f.password, role: f.role, ...(f.role === 'release' ? { remotes: f.remotes ?? [] } : {}) }, { sequence }));
    if (outcome.ok) { void message.success(t('operators.created')); await onCreated(); } else void message.error(failureText(outcome.failure));
  };
  return (
    <Modal open title={t('operators.new')} onCancel={onClose} onOk={() => form.submit()} okButtonProps={{ loading: busy === 'create', 'data-testid': 'operator-create' }} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={{ role: 'cashier' }} onFinish={(f) => { void create(f); }}>
        <Form.Item name="username" label={t('login.username')} rules={[{ required: true, whitespace: true, message: t('form.required') }]}><Input maxLength={OPERATOR_USERNAME_MAX} autoComplete="off" /></Form.Item>
        <Form.Item name="password" label={t('login.password')} rules={[{ required: true, min: 8, message: t('form.password') }]}><Input.Password autoComplete="new-password" /></Form.Item>
        <Form.Item name="role" label={t('operators.role')}><Select options={OPERATOR_ROLES.map((v) => ({ value: v, label: t(`role.${v}`) }))} /></Form.Item>
        {role === 'release' && (
          <Form.Item name="remotes" label={t('operators.remotes')} rules={[{ required: true, message: t('form.required') }]}>
            <Select mode="multiple" options={REMOTE_NAMES.map((v) => ({ value: v, label: v }))} data-testid="operator-create-remotes" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

export default OperatorsPage;
