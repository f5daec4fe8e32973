import { apiClient, readListData, type Technology } from '@sistema/shared';

/** The list filters as the call sends them: only the non-empty ones (SPEC.md §7). */
export interface TechnologyListParams {
  sector?: string;
  adoptionLevel?: string;
}

export async function getTechnologies(params: TechnologyListParams, signal?: AbortSignal) {
  const response = await apiClient.get<unknown>('/technologies/read', { params, signal });
  return readListData<Technology>(response.data);
}
