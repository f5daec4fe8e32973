import {
  apiClient,
  type Technology,
  type TechnologyInput,
  type TechnologySavedAnswer,
} from '@sistema/shared';

/** Same body as create (SPEC.md §7). */
export async function updateTechnology(id: Technology['id'], input: TechnologyInput) {
  const response = await apiClient.put<TechnologySavedAnswer>(
    `/technologies/update/${encodeURIComponent(id)}`,
    input,
  );
  return response.data;
}
