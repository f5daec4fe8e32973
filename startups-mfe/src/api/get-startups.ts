import { apiClient, readListData, type Startup } from '@sistema/shared';

/** The list filters as the call sends them: only the non-empty ones (SPEC.md §7). */
export interface StartupListParams {
  name?: string;
  category?: string;
}

export async function getStartups(params: StartupListParams, signal?: AbortSignal) {
  const response = await apiClient.get<unknown>('/startups/read', { params, signal });
  return readListData<Startup>(response.data);
}
