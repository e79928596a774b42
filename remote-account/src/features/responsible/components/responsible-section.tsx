// The "Responsible gaming" section of my page (anchor #responsible-gaming, linked from the footer's legal
// pages): status and usage, limits with their pending raises, time-out and self-exclusion.
import { Alert, Card, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { ResponsibleStore } from '../stores/responsible-store';
import { ExclusionPanel } from './exclusion-panel';
import { LimitsPanel } from './limits-panel';
import { StatusPanel } from './status-panel';

export const RESPONSIBLE_ANCHOR = 'responsible-gaming';

export const ResponsibleSection = observer(function ResponsibleSection() {
  const { t } = useTranslation('account');
  const [store] = useState(() => new ResponsibleStore());
  const location = useLocation();
  const scrolled = useRef(false);
  useEffect(() => { void store.load(); }, [store]);
  useEffect(() => {
    if (scrolled.current || !store.data || location.hash !== `#${RESPONSIBLE_ANCHOR}`) return;
    scrolled.current = true;
    document.getElementById(RESPONSIBLE_ANCHOR)?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [store.data, location.hash]);

  return (
    <Card id={RESPONSIBLE_ANCHOR} title={t('responsible.title')} style={{ marginTop: 16, scrollMarginTop: 72 }} data-testid="responsible-gaming">
      <Typography.Paragraph type="secondary">{t('responsible.intro')}</Typography.Paragraph>
      {store.loadFailure && <Alert type="error" showIcon title={t(store.loadFailure.key)} data-testid="responsible-load-error" />}
      {store.data && (
        <>
          <StatusPanel data={store.data} />
          <LimitsPanel store={store} />
          <ExclusionPanel store={store} />
        </>
      )}
    </Card>
  );
});
