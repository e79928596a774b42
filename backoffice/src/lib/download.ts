// The console's file exports (report CSVs, the operator audit): fetch the file through the client (credential,
// language, failures as every call) and hand it to the browser as a download.
import type { OperatorClient } from './operator-client';
import type { Result } from '@casino/shared';

/** Downloads `path` as the file `name`; answers the failed result (refused, forbidden) or null when saved. */
export async function saveDownload(client: OperatorClient, path: string, params: Record<string, unknown>, name: string): Promise<Result<Blob | null> | null> {
  const res = await client.download(path, params);
  if (!res.ok || !res.data) return res;
  const url = URL.createObjectURL(res.data);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return null;
}
