// wallet-withdrawpage: withdraw request (at most the balance; the amount leaves it at once).
import { WalletPage } from '../components/wallet-page';
import { WithdrawBox } from '../features/withdraw/components/withdraw-box';

export default function WalletWithdrawpage() {
  return <WalletPage section="withdraw" routeName="wallet-withdrawpage"><WithdrawBox /></WalletPage>;
}
