import { apiClient, type MutationResponse, type Startup, type StartupInput } from '@sistema/shared';

export async function updateStartup(id: Startup['id'], input: StartupInput) {
  const response = await apiClient.put<MutationResponse<Startup>>(
    `/startups/update/${encodeURIComponent(id)}`,
    input,
  );
  return response.data;
}
