import { RoutePlaceholder } from '@casino/shared';

export default function WalletAll() {
  return <RoutePlaceholder ns="wallet" name="wallet-all" />;
}
