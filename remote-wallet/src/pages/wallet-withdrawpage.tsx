import { RoutePlaceholder } from '@casino/shared';

export default function WalletWithdrawpage() {
  return <RoutePlaceholder ns="wallet" name="wallet-withdrawpage" />;
}
