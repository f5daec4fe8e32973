import {
  apiClient,
  type Startup,
  type StartupInput,
  type StartupSavedAnswer,
} from '@sistema/shared';

export async function updateStartup(id: Startup['id'], input: StartupInput) {
  const response = await apiClient.put<StartupSavedAnswer>(
    `/startups/update/${encodeURIComponent(id)}`,
    input,
  );
  return response.data;
}
