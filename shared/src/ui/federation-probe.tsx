// Diagnostic widget each remote exposes as ./Probe, passing its own React module. It reports whether the
// remote runs with the host's React, the one @casino/shared evaluation, and the one RootStore/API client.
import { observer } from 'mobx-react-lite';
import { useStores } from '../stores/context';
import { NativeButton } from './native';

export const FederationProbe = observer(function FederationProbe({ remote, react, version }: { remote: string; react: { version: string }; version: string }) {
  const root = useStores();
  return (
    <div data-testid={`probe-${remote}`}>
      <dl>
        <dt>build</dt><dd data-testid={`probe-${remote}-version`}>{version}</dd>
        <dt>same react as host</dt><dd data-testid={`probe-${remote}-same-react`}>{String(react === window.__CASINO_HOST_REACT__)}</dd>
        <dt>react</dt><dd>{react.version}</dd>
        <dt>shared evaluations</dt><dd data-testid={`probe-${remote}-evaluations`}>{window.__CASINO_SHARED_EVALUATIONS__}</dd>
        <dt>root store</dt><dd data-testid={`probe-${remote}-store-id`}>{root.instanceId}</dd>
        <dt>api client</dt><dd data-testid={`probe-${remote}-api-id`}>{root.api.instanceId}</dd>
        <dt>probe</dt><dd data-testid={`probe-${remote}-value`}>{root.ui.probe}</dd>
      </dl>
      <NativeButton size="small" onClick={() => root.ui.setProbe(`from-${remote}`)} data-testid={`probe-${remote}-set`}>set from {remote}</NativeButton>
    </div>
  );
});
