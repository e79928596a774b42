// Request status labels of spec §4, translated. A native tag (no antd: the deposit page is drawn without it, issue
// 48): the text keeps the page's own colour, so it reads in every theme, and the status's colour is its border and
// dot. The colour names are antd's presets, as the history pages' tags always were.
import { useTranslation } from 'react-i18next';
import { statusLabelKey, type RequestKind } from '@casino/shared';
import { NS } from '../i18n';
import { installWalletStyles } from '../lib/styles';

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
  installWalletStyles();
  const { t } = useTranslation(NS);
  const key = statusLabelKey(kind, status);
  return <span className={`wallet-tag wallet-tag--${STATUS_COLORS[key]}`} data-testid="status-tag" data-status={status}>{t(key)}</span>;
}
