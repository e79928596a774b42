import { RoutePlaceholder } from '@casino/shared';

export default function WalletHistory() {
  return <RoutePlaceholder ns="wallet" name="wallet-history" />;
}
