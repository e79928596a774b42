// My page and its dialogs need a login: a visitor sees the shared "login required" message whose button
// leads to /login, which brings them back here afterwards.
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { LoginRequired, useStores } from '@casino/shared';
import { loginPathFor } from '../../../lib/redirect';

export const RequireLogin = observer(function RequireLogin({ children }: { children: ReactNode }) {
  const { session } = useStores();
  const location = useLocation();
  const navigate = useNavigate();
  if (!session.isLoggedIn) return <LoginRequired onLogin={() => navigate(loginPathFor(location.pathname + location.search + location.hash))} />;
  return <>{children}</>;
});

/** Renders its children only for a logged-in member (e.g. a logout button in a dialog's footer). */
export const LoggedInOnly = observer(function LoggedInOnly({ children }: { children: ReactNode }) {
  const { session } = useStores();
  return session.isLoggedIn ? <>{children}</> : null;
});
