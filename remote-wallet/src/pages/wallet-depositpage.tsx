// wallet-depositpage: deposit request with the transfer account, notices, quick-add form and recent requests.
import { WalletPage } from '../components/wallet-page';
import { DepositBox } from '../features/deposit/components/deposit-box';

export default function WalletDepositpage() {
  return <WalletPage section="deposit" routeName="wallet-depositpage"><DepositBox /></WalletPage>;
}
