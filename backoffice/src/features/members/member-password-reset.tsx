// Support's reset of a member's forgotten password (owner, support): after a confirmation the server issues a
// single-use link (PASSWORD_RESET_PAGE, a fragment token) that expires after PASSWORD_RESET_TTL_MINUTES. The
// link is shown once, copyable, for the operator to hand to the member (1:1 inquiry, phone) once he has
// checked who is asking.
import { App, Button, Input, Modal, Popconfirm, Space, Typography, type ButtonProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OperatorPaths, PASSWORD_RESET_TTL_MINUTES, type MemberDetail, type MemberPasswordResetAnswer } from '@casino/shared/contract';
import { useStores } from '../../lib/stores';
import { useAction } from '../../lib/use-api';
import { useFailureText } from '../../lib/failures';
import { can } from '../../lib/roles';
import { formatTimestamp } from '@casino/shared';

export function MemberPasswordReset({ member }: { member: MemberDetail }) {
  const { t } = useTranslation('bo');
  const { client, session } = useStores();
  const { message } = App.useApp();
  const failureText = useFailureText();
  const { run, busy } = useAction();
  const [link, setLink] = useState<MemberPasswordResetAnswer | null>(null);
  if (!can(session.role, 'memberPasswordReset')) return null;

  const issue = async () => {
    const outcome = await run('reset-link', (sequence) => client.post<MemberPasswordResetAnswer>(OperatorPaths.memberPasswordReset(member.id), {}, { sequence }));
    if (outcome.ok && outcome.data) setLink(outcome.data); else if (!outcome.ok) void message.error(failureText(outcome.failure));
  };

  return (
    <>
      <Popconfirm title={t('memberReset.confirm')} onConfirm={issue} okButtonProps={{ 'data-testid': 'member-reset-link-ok' } as ButtonProps}>
        <Button loading={busy === 'reset-link'} style={{ marginTop: 8 }} data-testid="member-reset-link">{t('memberReset.button')}</Button>
      </Popconfirm>
      {link && (
        <Modal
          open title={t('memberReset.title')} onCancel={() => setLink(null)} destroyOnHidden
          footer={<Button type="primary" onClick={() => setLink(null)} data-testid="member-reset-link-close">{t('memberReset.close')}</Button>}
        >
          <Typography.Paragraph data-testid="member-reset-link-expiry">
            {t('memberReset.intro', { time: formatTimestamp(link.expires_at), minutes: PASSWORD_RESET_TTL_MINUTES })}
          </Typography.Paragraph>
          <Space.Compact style={{ width: '100%' }}>
            <Input readOnly value={link.url} aria-label={t('memberReset.title')} data-testid="member-reset-link-url" onFocus={(e) => e.currentTarget.select()} />
            <Typography.Text copyable={{ text: link.url, tooltips: [t('memberReset.copy'), t('totp.copied')] }} style={{ padding: '4px 8px' }} data-testid="member-reset-link-copy" />
          </Space.Compact>
        </Modal>
      )}
    </>
  );
}
