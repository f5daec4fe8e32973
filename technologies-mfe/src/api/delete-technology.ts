import { apiClient, conditionalWrite, ifMatch, type Technology } from '@sistema/shared';

/** Deletes only if the technology is still at `version` (412 RecordChangedError otherwise). */
export async function deleteTechnology(id: Technology['id'], version: number) {
  await conditionalWrite(
    apiClient.delete(`/technologies/delete/${encodeURIComponent(id)}`, {
      headers: ifMatch(version),
    }),
  );
}
