import { Card, Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { RemoteWidget } from '../federation/remote-module';

/** /support: the entry to notices, memos, one-to-one inquiries, FAQ and the customer inquiry form. */
export default function SupportHub() {
  const { t } = useTranslation('host');
  const items = [['/supports/noticepage', 'notice'], ['/supports/memopage', 'memo'], ['/supports/counselpage', 'counsel']] as const;
  return (
    <section className="casino-page">
      <h1>{t('menu.item.support')}</h1>
      <p>{t('supportHub.intro')}</p>
      <Row gutter={[16, 16]}>
        {items.map(([path, key]) => (
          <Col key={path} xs={24} md={8}><Link to={path}><Card hoverable title={t(`menu.item.${key}`)}>{t(`supportHub.${key}`)}</Card></Link></Col>
        ))}
      </Row>
      <div style={{ marginTop: 24 }}>
        <RemoteWidget remote="support" expose="./SupportWidgets" props={{ sections: ['faq', 'contact'] }} />
      </div>
    </section>
  );
}
