// wallet-withdrawpage: withdraw request (at most the balance; the amount leaves it at once). The page puts two
// features together: the withdraw form and the recent requests (history) it reloads after a request.
import { useState } from 'react';
import { WalletPage } from '../components/wallet-page';
import { RecentRequests } from '../features/history/components/recent-requests';
import { RequestHistoryStore } from '../features/history/stores/request-history-store';
import { WithdrawBox } from '../features/withdraw/components/withdraw-box';

const RECENT_SIZE = 5;

function WithdrawWithRecent() {
  const [recent] = useState(() => new RequestHistoryStore('withdraw', RECENT_SIZE));
  return <WithdrawBox recent={recent} recentPanel={<RecentRequests store={recent} />} />;
}

export default function WalletWithdrawpage() {
  return <WalletPage section="withdraw" routeName="wallet-withdrawpage"><WithdrawWithRecent /></WalletPage>;
}
