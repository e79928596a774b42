import { RoutePlaceholder } from '@casino/shared';

export default function Login() {
  return <RoutePlaceholder ns="account" name="login" />;
}
