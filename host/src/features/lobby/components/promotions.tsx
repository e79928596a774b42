// Hero and promotion tiles. Promotions point at real sections of the site; nothing here promises bonuses
// the product does not have.
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { NativeButton, useStores } from '@casino/shared';
import { site } from '../../../startup/site';

const TILES = [
  ['/game/livecasino', 'livecasino'], ['/game/slot', 'slot'], ['/game/slotnine', 'slotnine'], ['/wallet/mileagepage', 'points'],
] as const;

export const Hero = observer(function Hero() {
  const { t } = useTranslation('host');
  const { session, ui } = useStores();
  const navigate = useNavigate();
  return (
    <div className="casino-hero" data-testid="lobby-hero">
      <h1>{site.title}</h1>
      <p>{session.isLoggedIn ? t('home.welcomeBack', { name: session.user.name || session.info?.name }) : t('home.welcome')}</p>
      <div className="casino-hero__actions">
        {session.isLoggedIn
          ? <NativeButton variant="primary" onClick={() => navigate('/wallet/depositpage')}>{t('menu.item.deposit')}</NativeButton>
          : <NativeButton variant="primary" onClick={() => ui.setLoginPanelOpen(true)}>{t('appBar.login')}</NativeButton>}
        <NativeButton onClick={() => ui.setDrawerOpen(true)}>{t('appBar.games')}</NativeButton>
      </div>
    </div>
  );
});

export function Promotions() {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  return (
    <section className="casino-promos" aria-label={t('home.promotions')} data-testid="lobby-promotions">
      {TILES.map(([path, key]) => (
        <button key={key} type="button" className={`casino-promo casino-promo--${key}`} onClick={() => navigate(path)}>
          <strong>{t(`home.promo.${key}.title`)}</strong>
          <span>{t(`home.promo.${key}.body`)}</span>
        </button>
      ))}
    </section>
  );
}
