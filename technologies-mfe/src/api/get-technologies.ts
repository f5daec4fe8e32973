import {
  apiClient,
  readListData,
  type Technology,
  type TechnologyListQuery,
} from '@sistema/shared';

/** The list with the given filters: only the non-empty ones are sent (SPEC.md §7). */
export async function getTechnologies(params: TechnologyListQuery, signal?: AbortSignal) {
  const response = await apiClient.get<unknown>('/technologies/read', { params, signal });
  return readListData<Technology>(response.data);
}
