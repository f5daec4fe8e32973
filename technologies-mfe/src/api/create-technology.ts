import { apiClient, type TechnologyInput, type TechnologySavedAnswer } from '@sistema/shared';

export async function createTechnology(input: TechnologyInput) {
  const response = await apiClient.post<TechnologySavedAnswer>('/technologies/create', input);
  return response.data;
}
