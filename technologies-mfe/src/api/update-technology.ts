import {
  apiClient,
  type MutationResponse,
  type Technology,
  type TechnologyInput,
} from '@sistema/shared';

/** Same body as create (SPEC.md §7). */
export async function updateTechnology(id: Technology['id'], input: TechnologyInput) {
  const response = await apiClient.put<MutationResponse<Technology>>(
    `/technologies/update/${encodeURIComponent(id)}`,
    input,
  );
  return response.data;
}
