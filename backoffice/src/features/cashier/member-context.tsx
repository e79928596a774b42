// The member behind a request, so a cashier decides with the facts on one screen: balance, KYC, the bank
// holder against the verified name, responsible-gaming limits and exclusion, the last ledger rows.
import { Collapse, Descriptions, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MemberContext as Context } from '@casino/shared/contract';
import { formatMoney, formatTimestamp } from '@casino/shared';

const KYC_COLOUR = { verified: 'green', pending: 'gold', unverified: 'default', rejected: 'red', more_needed: 'orange' } as const;

export function MemberContext({ member }: { member: Context }) {
  const { t } = useTranslation('bo');
  const r = member.responsible;
  const limits = Object.entries(r?.limits ?? {}).filter(([, v]) => v !== null);
  return (
    <div data-testid={`member-context-${member.member_id}`}>
      <Descriptions size="small" column={{ xs: 1, sm: 2 }} colon={false}>
        <Descriptions.Item label={t('member.member')}>
          <Link to={`/members/${member.member_id}`}>{member.username}</Link> ({member.nickname}){' '}
          {member.status !== 'active' && <Tag color="red">{t(`member.status.${member.status}`, { defaultValue: member.status })}</Tag>}
        </Descriptions.Item>
        <Descriptions.Item label={t('member.balance')}><span data-testid="context-balance">{formatMoney(member.balance)}</span> · {t('member.points')} {formatMoney(member.points)}</Descriptions.Item>
        <Descriptions.Item label={t('member.kyc')}>
          <Tag color={KYC_COLOUR[member.kyc_status] ?? 'default'}>{t(`kyc.${member.kyc_status}`)}</Tag>
          {member.verified_name && <Typography.Text>{member.verified_name}</Typography.Text>}
        </Descriptions.Item>
        <Descriptions.Item label={t('member.bank')}>
          <Space size={4} wrap>
            <span>{member.bank_name} {member.bank_account}</span>
            <span>({member.bank_holder})</span>
            {member.holder_matches === true && <Tag color="green" data-testid="holder-match">{t('member.holderMatches')}</Tag>}
            {member.holder_matches === false && <Tag color="red" data-testid="holder-mismatch">{t('member.holderDiffers')}</Tag>}
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label={t('member.responsible')}>
          <Space size={4} wrap>
            {r?.exclusion && <Tag color="red">{t(`exclusion.${r.exclusion.kind}`)} {r.exclusion.until ? `→ ${formatTimestamp(r.exclusion.until)}` : ''}</Tag>}
            {limits.length === 0 && !r?.exclusion && <span>{t('member.noLimits')}</span>}
            {limits.map(([k, v]) => <Tag key={k}>{t(`limit.${k}`)}: {k.startsWith('deposit') ? formatMoney(v) : v}</Tag>)}
          </Space>
        </Descriptions.Item>
      </Descriptions>
      {member.last_ledger?.length > 0 && (
        <Collapse size="small" ghost items={[{
          key: 'ledger', label: t('member.lastLedger', { count: member.last_ledger.length }),
          children: (
            <Table
              size="small" pagination={false} rowKey="id" dataSource={member.last_ledger} scroll={{ x: true }}
              columns={[
                { title: t('ledger.time'), dataIndex: 'created_at', render: (v: string) => formatTimestamp(v) },
                { title: t('ledger.type'), dataIndex: 'type', render: (v: string) => t(`ledgerType.${v}`, { defaultValue: v }) },
                { title: t('ledger.amount'), dataIndex: 'amount', align: 'right', render: (v: number) => formatMoney(v, { signed: true }) },
                { title: t('ledger.after'), dataIndex: 'after', align: 'right', render: (v: number) => formatMoney(v) },
              ]}
            />
          ),
        }]} />
      )}
    </div>
  );
}
