import { RoutePlaceholder } from '@casino/shared';

export default function WalletMileagepage() {
  return <RoutePlaceholder ns="wallet" name="wallet-mileagepage" />;
}
