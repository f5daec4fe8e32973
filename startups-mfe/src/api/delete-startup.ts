import { apiClient, conditionalWrite, ifMatch, type Startup } from '@sistema/shared';

/** Deletes only if the startup is still at `version` (412 RecordChangedError otherwise). */
export async function deleteStartup(id: Startup['id'], version: number) {
  await conditionalWrite(
    apiClient.delete(`/startups/delete/${encodeURIComponent(id)}`, { headers: ifMatch(version) }),
  );
}
