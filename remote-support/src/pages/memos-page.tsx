import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { LoginRequired, useStores } from '@casino/shared';
import { SupportPage } from '../components/support-page';
import { MemoBox } from '../features/memos/components/memo-box';

/** supports-memopage: the member's memos (login required). */
const SupportsMemopage = observer(function SupportsMemopage() {
  const { session } = useStores();
  const navigate = useNavigate();
  return (
    <SupportPage section="memos" routeName="supports-memopage">
      {session.isLoggedIn ? <MemoBox /> : <LoginRequired onLogin={() => navigate('/login')} />}
    </SupportPage>
  );
});
export default SupportsMemopage;
