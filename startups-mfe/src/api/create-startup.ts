import { apiClient, type MutationResponse, type Startup, type StartupInput } from '@sistema/shared';

export async function createStartup(input: StartupInput) {
  const response = await apiClient.post<MutationResponse<Startup>>('/startups/create', input);
  return response.data;
}
