// The console's pages. Each page is its own chunk (charts load only with the pages that draw them); a page
// the operator's role cannot open shows why instead of a button row that would answer 403.
import { observer } from 'mobx-react-lite';
import { lazy, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { useStores } from '../lib/stores';
import { can, SECTION_PERMISSION, sectionsOf, type Section } from '../lib/roles';
import { Forbidden } from '../components/forbidden';
import { Shell } from './shell';

const LoginPage = lazy(() => import('../features/auth/login-page'));
const TotpPage = lazy(() => import('../features/auth/totp-page'));
const PasswordPage = lazy(() => import('../features/account/password-page'));
const ForcedPasswordPage = lazy(() => import('../features/account/forced-password-page'));
const DashboardPage = lazy(() => import('../features/dashboard/dashboard-page'));
const CashierPage = lazy(() => import('../features/cashier/cashier-page'));
const KycPage = lazy(() => import('../features/kyc/kyc-page'));
const ApprovalsPage = lazy(() => import('../features/approvals/approvals-page'));
const MembersPage = lazy(() => import('../features/members/members-page'));
const MemberDetailPage = lazy(() => import('../features/members/member-detail-page'));
const AmlPage = lazy(() => import('../features/aml/aml-page'));
const SupportPage = lazy(() => import('../features/support/support-page'));
const GamesPage = lazy(() => import('../features/games/games-page'));
const ReleasesPage = lazy(() => import('../features/releases/releases-page'));
const ReportsPage = lazy(() => import('../features/reports/reports-page'));
const OperatorsPage = lazy(() => import('../features/operators/operators-page'));
const AuditPage = lazy(() => import('../features/audit/audit-page'));

const Guard = observer(function Guard({ section, children }: { section: Section; children: ReactNode }) {
  const { session } = useStores();
  if (!session.operator) return null; // the profile is loading
  return can(session.role, SECTION_PERMISSION[section]) ? <>{children}</> : <Forbidden />;
});

const Home = observer(function Home() {
  const { session } = useStores();
  const first = sectionsOf(session.role)[0];
  return first ? <Navigate to={`/${first}`} replace /> : null;
});

const RequireLogin = observer(function RequireLogin({ children }: { children: ReactNode }) {
  const { session } = useStores();
  const location = useLocation();
  if (!session.loggedIn) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (session.enrolOnly && location.pathname !== '/account/totp') return <Navigate to="/account/totp" replace />;
  // An owner reset this operator's password: the session may only set a new one, on a screen of its own.
  if (session.mustChangePassword) return <ForcedPasswordPage />;
  return <>{children}</>;
});

export function ConsoleRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route element={<RequireLogin><Shell /></RequireLogin>}>
        <Route index element={<Home />} />
        <Route path="account/totp" element={<TotpPage />} />
        <Route path="account/password" element={<PasswordPage />} />
        <Route path="dashboard" element={<Guard section="dashboard"><DashboardPage /></Guard>} />
        <Route path="cashier" element={<Guard section="cashier"><CashierPage /></Guard>} />
        <Route path="kyc" element={<Guard section="kyc"><KycPage /></Guard>} />
        <Route path="approvals" element={<Guard section="approvals"><ApprovalsPage /></Guard>} />
        <Route path="members" element={<Guard section="members"><MembersPage /></Guard>} />
        <Route path="members/:id" element={<Guard section="members"><MemberDetailPage /></Guard>} />
        <Route path="aml" element={<Guard section="aml"><AmlPage /></Guard>} />
        <Route path="support" element={<Guard section="support"><SupportPage /></Guard>} />
        <Route path="games" element={<Guard section="games"><GamesPage /></Guard>} />
        <Route path="releases" element={<Guard section="releases"><ReleasesPage /></Guard>} />
        <Route path="reports" element={<Guard section="reports"><ReportsPage /></Guard>} />
        <Route path="operators" element={<Guard section="operators"><OperatorsPage /></Guard>} />
        <Route path="audit" element={<Guard section="audit"><AuditPage /></Guard>} />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
}
