// wallet-deposit-backup: the same deposit request in a plain single-field form (see simple-deposit-form.tsx).
import { WalletPage } from '../components/wallet-page';
import { SimpleDepositForm } from '../features/deposit/components/simple-deposit-form';

export default function WalletDepositBackup() {
  return <WalletPage section="deposit" routeName="wallet-deposit-backup"><SimpleDepositForm /></WalletPage>;
}
