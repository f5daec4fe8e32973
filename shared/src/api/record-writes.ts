import { apiClient } from './client.ts';
import { conditionalWrite, ifMatch, type Versioned } from './conditional-write.ts';
import { idempotencyHeaders, type CreateOptions } from './idempotency.ts';
import { RESTORE_TOKEN_HEADER } from '../contract/restore.ts';
import type { RestoreAnswer } from '../selection/delete-actions.ts';

/**
 * The create, update and delete calls of a resource served at `path` ('/startups'), as the API
 * contract names them: POST `path/create` with the form's Idempotency-Key; PUT `path/update/:id` and
 * DELETE `path/delete/:id` applied only to the version the user opened (If-Match; a 412 or 404
 * becomes RecordChangedError or RecordGoneError). A delete resolves with the token that undoes it
 * (the Restore-Token header), which POST `path/restore` takes back.
 *
 * T is the record, I the body the API takes, A its answer to a create or an update.
 */
export function recordWrites<T extends Versioned, I, A>(path: string) {
  const at = (action: string, id: T['id']) => `${path}/${action}/${encodeURIComponent(id)}`;
  return {
    create: async (input: I, options: CreateOptions) =>
      (await apiClient.post<A>(`${path}/create`, input, { headers: idempotencyHeaders(options) }))
        .data,
    update: async (id: T['id'], input: I, version: number) =>
      (
        await conditionalWrite(
          apiClient.put<A>(at('update', id), input, { headers: ifMatch(version) }),
        )
      ).data,
    remove: async (id: T['id'], version: number): Promise<string | null> => {
      const answer = await conditionalWrite(
        apiClient.delete(at('delete', id), { headers: ifMatch(version) }),
      );
      const token: unknown = answer.headers[RESTORE_TOKEN_HEADER.toLowerCase()];
      return typeof token === 'string' ? token : null;
    },
    restore: async (tokens: readonly string[]) =>
      (await apiClient.post<RestoreAnswer>(`${path}/restore`, { tokens })).data,
  };
}
