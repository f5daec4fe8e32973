import {
  apiClient,
  conditionalWrite,
  ifMatch,
  type MutationResponse,
  type Startup,
  type StartupInput,
} from '@sistema/shared';

/** Applied only if the startup is still at `version` (412 RecordChangedError otherwise). */
export async function updateStartup(id: Startup['id'], input: StartupInput, version: number) {
  const response = await conditionalWrite(
    apiClient.put<MutationResponse<Startup>>(`/startups/update/${encodeURIComponent(id)}`, input, {
      headers: ifMatch(version),
    }),
  );
  return response.data;
}
