import * as React from 'react';
import { FederationProbe } from '@casino/shared';

/** ./Probe — proves at run time that this remote shares the host's React, store and API client. */
export default function Probe() {
  return <FederationProbe remote="wallet" react={React} version={__APP_VERSION__} />;
}
