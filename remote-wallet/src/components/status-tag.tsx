// Request status labels of spec §4, translated, on antd's preset Tag colours (each preset has a dark and a
// light rendering, so the label reads in every theme). Anything the client does not know is "unknown".
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { statusLabelKey, type RequestKind } from '@casino/shared';
import { NS } from '../i18n';

export const STATUS_COLORS: Record<string, string> = {
  'status.waiting': 'gold',
  'status.completed': 'green',
  'status.rejected': 'red',
  'status.auto.deposit': 'blue',
  'status.auto.withdraw': 'purple',
  'status.point_convert': 'cyan',
  'status.unknown': 'default',
};

export function StatusTag({ kind, status }: { kind: RequestKind; status: string }) {
  const { t } = useTranslation(NS);
  const key = statusLabelKey(kind, status);
  return <Tag color={STATUS_COLORS[key]} data-testid="status-tag" data-status={status}>{t(key)}</Tag>;
}
