import { RoutePlaceholder } from '@casino/shared';

export default function AccountMypagelist() {
  return <RoutePlaceholder ns="account" name="account-mypagelist" />;
}
