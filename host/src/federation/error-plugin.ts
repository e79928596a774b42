// Module Federation runtime plugin: when a remote cannot be loaded, hand back a stand-in module instead of
// crashing the host. The host's loader recognises the stand-in and shows the "unavailable — retry" panel.
// No top-level react import here: the plugin runs before shared modules are negotiated.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export const UNAVAILABLE = '__casinoRemoteUnavailable';

export default function remoteErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'casino-remote-error-plugin',
    async errorLoadRemote(args) {
      const { id, error, lifecycle } = args;
      const { reportRemoteFailure } = await import('./remote-status');
      reportRemoteFailure(id, error);
      // Only the final "onLoad" stage takes a module; earlier stages expect a manifest, so let them fail.
      if (lifecycle !== 'onLoad') return undefined;
      // Every failed loadRemote ends here once (earlier stages rethrow into it): one load failure reported.
      const { reportLoadFailure } = await import('./telemetry');
      reportLoadFailure(id);
      return { [UNAVAILABLE]: true, id, error: String((error as Error)?.message ?? error), default: undefined };
    },
  };
}
