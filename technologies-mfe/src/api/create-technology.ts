import {
  apiClient,
  idempotencyHeaders,
  type CreateOptions,
  type MutationResponse,
  type Technology,
  type TechnologyInput,
} from '@sistema/shared';

export async function createTechnology(input: TechnologyInput, options: CreateOptions) {
  const response = await apiClient.post<MutationResponse<Technology>>(
    '/technologies/create',
    input,
    { headers: idempotencyHeaders(options) },
  );
  return response.data;
}
