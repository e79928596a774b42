import { MypageView } from '../features/mypage/components/mypage-view';
import { RequireLogin } from '../features/mypage/components/require-login';
import { ResponsibleSection } from '../features/responsible/components/responsible-section';

/** /account/mypagelist (dashboard): the member's profile and responsible gaming; visitors see "login required". */
export default function AccountMypagelist() {
  return <RequireLogin><MypageView><ResponsibleSection /></MypageView></RequireLogin>;
}
