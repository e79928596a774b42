// wallet-depositpage: deposit request with the transfer account, notices, quick-add form and recent requests.
// The page puts two features together: the recent requests (history) and the deposit form that a waiting
// request blocks.
import { useState } from 'react';
import { WalletPage } from '../components/wallet-page';
import { DepositBox, RECENT_SIZE } from '../features/deposit/components/deposit-box';
import { RecentRequests } from '../features/history/components/recent-requests';
import { RequestHistoryStore } from '../features/history/stores/request-history-store';

function DepositWithRecent() {
  const [recent] = useState(() => new RequestHistoryStore('deposit', RECENT_SIZE));
  return <DepositBox recent={recent} recentPanel={<RecentRequests store={recent} />} />;
}

export default function WalletDepositpage() {
  return <WalletPage section="deposit" routeName="wallet-depositpage"><DepositWithRecent /></WalletPage>;
}
