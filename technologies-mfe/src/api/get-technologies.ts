import {
  apiClient,
  readListData,
  type Technology,
  type TechnologyListQuery,
} from '@sistema/shared';

/**
 * The list with the given filters: only the non-empty ones are sent. `name` is a case-insensitive
 * part of the name, as for startups (docs/product.md).
 */
export async function getTechnologies(
  params: TechnologyListQuery & { name?: string },
  signal?: AbortSignal,
) {
  const response = await apiClient.get<unknown>('/technologies/read', { params, signal });
  return readListData<Technology>(response.data);
}
