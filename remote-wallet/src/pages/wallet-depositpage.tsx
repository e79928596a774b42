import { RoutePlaceholder } from '@casino/shared';

export default function WalletDepositpage() {
  return <RoutePlaceholder ns="wallet" name="wallet-depositpage" />;
}
