import { apiClient, type StartupInput, type StartupSavedAnswer } from '@sistema/shared';

export async function createStartup(input: StartupInput) {
  const response = await apiClient.post<StartupSavedAnswer>('/startups/create', input);
  return response.data;
}
