import { MypageView } from '../features/mypage/components/mypage-view';
import { RequireLogin } from '../features/mypage/components/require-login';

/** /account/mypagelist (dashboard): the member's profile; visitors see "login required". */
export default function AccountMypagelist() {
  return <RequireLogin><MypageView /></RequireLogin>;
}
