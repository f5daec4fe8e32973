import {
  apiClient,
  type MutationResponse,
  type Technology,
  type TechnologyInput,
} from '@sistema/shared';

export async function createTechnology(input: TechnologyInput) {
  const response = await apiClient.post<MutationResponse<Technology>>(
    '/technologies/create',
    input,
  );
  return response.data;
}
