import { apiClient, readListData, type Startup, type StartupListQuery } from '@sistema/shared';

/** The list with the given filters: only the non-empty ones are sent (docs/product.md §7). */
export async function getStartups(params: StartupListQuery, signal?: AbortSignal) {
  const response = await apiClient.get<unknown>('/startups/read', { params, signal });
  return readListData<Startup>(response.data);
}
