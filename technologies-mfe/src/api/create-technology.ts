import {
  apiClient,
  idempotencyHeaders,
  type CreateOptions,
  type TechnologyInput,
  type TechnologySavedAnswer,
} from '@sistema/shared';

export async function createTechnology(input: TechnologyInput, options: CreateOptions) {
  const response = await apiClient.post<TechnologySavedAnswer>('/technologies/create', input, {
    headers: idempotencyHeaders(options),
  });
  return response.data;
}
