import {
  apiClient,
  idempotencyHeaders,
  type CreateOptions,
  type StartupInput,
  type StartupSavedAnswer,
} from '@sistema/shared';

export async function createStartup(input: StartupInput, options: CreateOptions) {
  const response = await apiClient.post<StartupSavedAnswer>('/startups/create', input, {
    headers: idempotencyHeaders(options),
  });
  return response.data;
}
