import {
  apiClient,
  idempotencyHeaders,
  type CreateOptions,
  type MutationResponse,
  type Startup,
  type StartupInput,
} from '@sistema/shared';

export async function createStartup(input: StartupInput, options: CreateOptions) {
  const response = await apiClient.post<MutationResponse<Startup>>('/startups/create', input, {
    headers: idempotencyHeaders(options),
  });
  return response.data;
}
