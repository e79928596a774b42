// Which remote failed, when and why: read by the diagnostics page and logged once per failure.
import { observable, runInAction } from 'mobx';

export interface RemoteFailure { id: string; message: string; at: number }

export const remoteFailures = observable.array<RemoteFailure>([], { deep: false });

export function reportRemoteFailure(id: string, error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  console.warn(`[federation] remote ${id} failed to load: ${message}`);
  runInAction(() => {
    remoteFailures.push({ id, message, at: Date.now() });
    if (remoteFailures.length > 50) remoteFailures.splice(0, remoteFailures.length - 50);
  });
}
