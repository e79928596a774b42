import { RoutePlaceholder } from '@casino/shared';

export default function AccountRegister() {
  return <RoutePlaceholder ns="account" name="account-register" />;
}
