// Dashboard layout: app bar, nav bar, side menu (drawer on phones), content, footer.
// The eight-dashboard variant puts the menu in a top bar and the content in a wide grid.
import { lazy, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppBar } from './app-bar';
import { Footer } from './footer';
import { NavBar } from './nav-bar';
import { SideMenu } from './side-menu';
import { MAIN_ID, SkipLink } from './skip-link';
import { useIsMobile } from '../lib/use-mobile';
import { AntdScope } from '../components/antd-lazy';

// the menu's drawer (phones, eight-dashboard) is antd's, loaded when it first opens (issue 19)
const Drawer = lazy(() => import('antd').then((m) => ({ default: m.Drawer })));

export function DashboardLayout({ variant, children }: { variant: 'dashboard' | 'eight'; children: ReactNode }) {
  const mobile = useIsMobile();
  const [menuOpen, setMenuOpen] = useState(false);
  const { t } = useTranslation('host');
  const showSider = !mobile && variant === 'dashboard';
  return (
    <div className={`casino-shell casino-shell--${variant}`} data-testid={`layout-${variant === 'eight' ? 'eight-dashboard' : 'dashboard'}`}>
      <SkipLink />
      <AppBar onMenu={showSider ? undefined : () => setMenuOpen(true)} />
      <NavBar />
      <div className="casino-shell__body">
        {showSider && <aside className="casino-shell__sider"><SideMenu /></aside>}
        <main className="casino-shell__main" id={MAIN_ID} tabIndex={-1}>{children}</main>
      </div>
      <Footer />
      {menuOpen && (
        <AntdScope fallback={null}>
          <Drawer
            open
            onClose={() => setMenuOpen(false)}
            placement="left"
            size={mobile ? '85%' : 320}
            title={t('menu.label')}
            data-testid="side-menu-drawer"
          >
            <SideMenu idPrefix="drawer-menu" onNavigate={() => setMenuOpen(false)} />
          </Drawer>
        </AntdScope>
      )}
    </div>
  );
}
