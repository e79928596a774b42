// wallet-history: deposit, withdraw and transaction histories.
import { WalletPage } from '../components/wallet-page';
import { HistoryTabs } from '../features/history/components/history-tabs';

export default function WalletHistory() {
  return <WalletPage section="history" routeName="wallet-history"><HistoryTabs /></WalletPage>;
}
