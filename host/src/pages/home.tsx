// Lobby. The games remote's grids and the support remote's notices come in their own issues; the lobby
// already links every section.
import { Card, Col, Row } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useStores } from '@casino/shared';
import { site } from '../startup/site';

const SECTIONS = [['/game/livecasino', 'livecasino'], ['/game/slot', 'slot'], ['/game/slotnine', 'slotnine'], ['/wallet/depositpage', 'deposit']] as const;

const Home = observer(function Home() {
  const { t } = useTranslation('host');
  const { session } = useStores();
  return (
    <section className="casino-page" data-testid="home">
      <div className="casino-hero">
        <h1>{site.title}</h1>
        <p>{session.isLoggedIn ? t('home.welcomeBack', { name: session.user.name || session.info?.name }) : t('home.welcome')}</p>
      </div>
      <Row gutter={[16, 16]}>
        {SECTIONS.map(([path, key]) => (
          <Col key={path} xs={12} md={6}><Link to={path}><Card hoverable>{t(`menu.item.${key}`)}</Card></Link></Col>
        ))}
      </Row>
    </section>
  );
});
export default Home;
