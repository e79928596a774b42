// wallet-mileagepage: point conversion (by amount or all).
import { WalletPage } from '../components/wallet-page';
import { PointBox } from '../features/points/components/point-box';

export default function WalletMileagepage() {
  return <WalletPage section="points" routeName="wallet-mileagepage"><PointBox /></WalletPage>;
}
