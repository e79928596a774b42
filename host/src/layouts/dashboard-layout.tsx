// Dashboard layout: app bar, nav bar, side menu (drawer on phones), content, footer.
// The eight-dashboard variant puts the menu in a top bar and the content in a wide grid.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppBar } from './app-bar';
import { Footer } from './footer';
import { NavBar } from './nav-bar';
import { SideMenu } from './side-menu';
import { MAIN_ID, SkipLink } from './skip-link';
import { useIsMobile } from '../lib/use-mobile';
import { LazyDrawer } from '../components/antd-lazy';

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
        // the menu's drawer (phones, eight-dashboard) is antd's, loaded when it first opens (issue 19)
        <LazyDrawer
          open
          onClose={() => setMenuOpen(false)}
          placement="left"
          size={mobile ? '85%' : 320}
          title={t('menu.label')}
          data-testid="side-menu-drawer"
        >
          <SideMenu onNavigate={() => setMenuOpen(false)} />
        </LazyDrawer>
      )}
    </div>
  );
}
