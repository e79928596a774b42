// ./ProviderDrawer — the game provider drawer (spec §2): from the right, temporary with scrim, titled
// 'Game Providers', 400 px wide or 85 % of the window on phones.
import { Drawer } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { InPreparation, MOBILE_BREAKPOINT, useStores } from '@casino/shared';

const ProviderDrawer = observer(function ProviderDrawer() {
  const { ui } = useStores();
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    const on = () => setWidth(window.innerWidth);
    window.addEventListener('resize', on);
    return () => window.removeEventListener('resize', on);
  }, []);
  const size = width < MOBILE_BREAKPOINT ? Math.round(width * 0.85) : 400;
  return (
    <Drawer open={ui.drawerOpen} onClose={() => ui.setDrawerOpen(false)} placement="right" size={size} title="Game Providers" data-testid="provider-drawer">
      <InPreparation />
    </Drawer>
  );
});
export default ProviderDrawer;
