import { apiClient, type Technology } from '@sistema/shared';

export async function deleteTechnology(id: Technology['id']) {
  await apiClient.delete(`/technologies/delete/${encodeURIComponent(id)}`);
}
