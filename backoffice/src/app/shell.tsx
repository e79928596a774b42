// The console's frame once logged in: navigation for what the role may open, the operator and role, the
// live-stream state, the language switch and logout. On a phone the side menu folds away.
import {
  AlertOutlined, AuditOutlined, BarChartOutlined, CheckSquareOutlined, KeyOutlined, CloudUploadOutlined, CustomerServiceOutlined, DashboardOutlined, LogoutOutlined,
  PlayCircleOutlined, SafetyOutlined, SafetyCertificateOutlined, TeamOutlined, UserOutlined, WalletOutlined,
} from '@ant-design/icons';
import { Badge, Button, Layout, Menu, Segmented, Space, Tag, Tooltip, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { switchLanguage } from '../i18n';
import { CONSOLE_LANGUAGES, type ConsoleLanguage } from '../lib/root-store';
import { sectionsOf, type Section } from '../lib/roles';
import { useStores } from '../lib/stores';
import { ConsolePageBoundary } from './page-boundary';

const ICONS: Record<Section, ReactNode> = {
  dashboard: <DashboardOutlined />, cashier: <WalletOutlined />, approvals: <CheckSquareOutlined />, kyc: <SafetyCertificateOutlined />, members: <TeamOutlined />, aml: <AlertOutlined />, support: <CustomerServiceOutlined />,
  games: <PlayCircleOutlined />, releases: <CloudUploadOutlined />, reports: <BarChartOutlined />, operators: <UserOutlined />,
  audit: <AuditOutlined />,
};

const LIVE_COLOUR = { open: 'success', connecting: 'processing', waiting: 'warning', closed: 'default' } as const;

export const Shell = observer(function Shell() {
  const { t } = useTranslation('bo');
  const { session, live, language, setLanguage } = useStores();
  const location = useLocation();
  const navigate = useNavigate();
  const [collapsed, setCollapsed] = useState(false);
  const [phone, setPhone] = useState(false);

  useEffect(() => {
    if (!session.loggedIn || session.enrolOnly) return undefined;
    live.start();
    return () => live.stop();
  }, [session.loggedIn, session.enrolOnly, live]);

  const current = location.pathname.split('/')[1] || 'dashboard';
  const items = sectionsOf(session.role).map((s) => ({ key: s, icon: ICONS[s], label: <Link to={`/${s}`} data-testid={`nav-${s}`}>{t(`nav.${s}`)}</Link> }));
  const changeLanguage = (lng: ConsoleLanguage) => { setLanguage(lng); void switchLanguage(lng); };
  const logout = async () => { live.stop(); await session.logout(); navigate('/login'); };

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider
        breakpoint="lg" collapsedWidth={0} collapsed={collapsed} onCollapse={setCollapsed}
        onBreakpoint={(broken) => { setPhone(broken); setCollapsed(broken); }}
        theme="light" width={200} style={{ borderRight: '1px solid #eee' }}
      >
        <div style={{ padding: 16, fontWeight: 600 }}>{t('shell.title')}</div>
        <Menu mode="inline" selectedKeys={[current]} items={items} onClick={() => { if (phone) setCollapsed(true); }} />
      </Layout.Sider>
      <Layout>
        <Layout.Header style={{ background: '#fff', padding: '0 12px', display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap', height: 'auto', minHeight: 56, lineHeight: '56px' }}>
          <Space size={8} wrap>
            <Tooltip title={t(`live.${live.state}`)}>
              <Badge status={LIVE_COLOUR[live.state]} text={<span data-testid="live-state" data-state={live.state}>{t('live.label')}</span>} />
            </Tooltip>
          </Space>
          <Space size={8} wrap>
            {session.operator && (
              <Typography.Text data-testid="operator-name">
                {session.operator.username} <Tag data-testid="operator-role">{t(`role.${session.operator.role}`)}</Tag>
              </Typography.Text>
            )}
            <Link to="/account/password" data-testid="nav-password"><KeyOutlined /> {t('nav.password')}</Link>
            <Link to="/account/totp" data-testid="nav-totp"><SafetyOutlined /> {t('nav.totp')}</Link>
            <Segmented<ConsoleLanguage>
              size="small" value={language} onChange={changeLanguage} data-testid="language-switch"
              options={CONSOLE_LANGUAGES.map((l) => ({ value: l, label: l === 'ko' ? '한국어' : 'English' }))}
            />
            <Button size="small" icon={<LogoutOutlined />} onClick={() => { void logout(); }} data-testid="logout">{t('shell.logout')}</Button>
          </Space>
        </Layout.Header>
        {/* data-page: the address the content below is drawn for (the journeys wait on it after a menu click) */}
        <Layout.Content style={{ padding: phone ? 8 : 16 }} data-page={location.pathname}>
          <ConsolePageBoundary page={current}><Outlet /></ConsolePageBoundary>
        </Layout.Content>
      </Layout>
    </Layout>
  );
});
