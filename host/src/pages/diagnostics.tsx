// /devil/sub1/test-1 — the federation self-test page. It shows, for the host and each remote, which
// instance of @casino/shared, the RootStore, the API client and React they run with, and lets a value
// written on one side be read on the other. The e2e suite uses it to prove the singletons hold.
import { Button, Card, Input, Space, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import * as React from 'react';
import { REMOTE_NAMES, useStores } from '@casino/shared';
import { RemoteWidget } from '../federation/remote-module';
import { registeredVersion } from '../federation/remotes';

const Diagnostics = observer(function Diagnostics() {
  const root = useStores();
  return (
    <main style={{ padding: 24, display: 'grid', gap: 16 }} data-testid="diagnostics">
      <Typography.Title level={3}>Federation self-test</Typography.Title>
      <Card title="host">
        <dl data-testid="probe-host">
          <dt>shared evaluations</dt><dd data-testid="shared-evaluations">{window.__CASINO_SHARED_EVALUATIONS__}</dd>
          <dt>root store</dt><dd data-testid="store-id">{root.instanceId}</dd>
          <dt>api client</dt><dd data-testid="api-id">{root.api.instanceId}</dd>
          <dt>react</dt><dd data-testid="react-version">{React.version}</dd>
          <dt>probe</dt><dd data-testid="host-probe-value">{root.ui.probe}</dd>
        </dl>
        <Space>
          <Input aria-label="probe value" data-testid="host-probe-input" onChange={(e) => root.ui.setProbe(e.target.value)} />
          <Button onClick={() => root.ui.setProbe('from-host')} data-testid="host-probe-set">set from host</Button>
        </Space>
      </Card>
      {REMOTE_NAMES.map((name) => (
        <Card key={name} title={`${name} ${registeredVersion(name) ?? ''}`} data-testid={`probe-card-${name}`}>
          <RemoteWidget remote={name} expose="./Probe" />
        </Card>
      ))}
    </main>
  );
});
export default Diagnostics;
