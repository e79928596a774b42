import { RoutePlaceholder } from '@casino/shared';

export default function AccountSubModalMypageInfo() {
  return <RoutePlaceholder ns="account" name="account-sub-modal-mypage-info" />;
}
