import { RoutePlaceholder } from '@casino/shared';

export default function WalletDepositBackup() {
  return <RoutePlaceholder ns="wallet" name="wallet-deposit-backup" />;
}
