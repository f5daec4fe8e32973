import {
  apiClient,
  conditionalWrite,
  ifMatch,
  type Startup,
  type StartupInput,
  type StartupSavedAnswer,
} from '@sistema/shared';

/** Applied only if the startup is still at `version` (412 RecordChangedError otherwise). */
export async function updateStartup(id: Startup['id'], input: StartupInput, version: number) {
  const response = await conditionalWrite(
    apiClient.put<StartupSavedAnswer>(`/startups/update/${encodeURIComponent(id)}`, input, {
      headers: ifMatch(version),
    }),
  );
  return response.data;
}
