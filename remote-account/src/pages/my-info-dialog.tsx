import { InfoView } from '../features/mypage/components/info-view';

/** /account/modal-mypage-info (layout none): "my info" as a dialog-style page. */
export default function AccountModalMypageInfo() {
  return <InfoView />;
}
