import { RoutePlaceholder } from '@casino/shared';

export default function AccountModalMypageInfo() {
  return <RoutePlaceholder ns="account" name="account-modal-mypage-info" />;
}
