import { MypageView } from '../features/mypage/components/mypage-view';
import { RequireLogin } from '../features/mypage/components/require-login';
import { ResponsibleSection } from '../features/responsible/components/responsible-section';
import { KycSection } from '../features/kyc/components/kyc-section';
import { PasswordChangeForm } from '../features/auth/components/password-change-form';

/** /account/mypagelist (dashboard): the member's profile, the password change and responsible gaming; visitors see "login required". */
export default function AccountMypagelist() {
  return <RequireLogin><MypageView><PasswordChangeForm /><KycSection /><ResponsibleSection /></MypageView></RequireLogin>;
}
