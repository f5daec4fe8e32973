import {
  apiClient,
  conditionalWrite,
  ifMatch,
  type Technology,
  type TechnologyInput,
  type TechnologySavedAnswer,
} from '@sistema/shared';

/** Same body as create (SPEC.md §7); applied only if the technology is still at `version`. */
export async function updateTechnology(
  id: Technology['id'],
  input: TechnologyInput,
  version: number,
) {
  const response = await conditionalWrite(
    apiClient.put<TechnologySavedAnswer>(`/technologies/update/${encodeURIComponent(id)}`, input, {
      headers: ifMatch(version),
    }),
  );
  return response.data;
}
