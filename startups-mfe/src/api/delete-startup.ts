import { apiClient, type Startup } from '@sistema/shared';

export async function deleteStartup(id: Startup['id']) {
  await apiClient.delete(`/startups/delete/${encodeURIComponent(id)}`);
}
