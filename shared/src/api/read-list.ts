/** What the banner says when a list call answers 200 with something that is not a list. */
export const UNEXPECTED_LIST_ANSWER =
  'El servidor respondió con un formato inesperado. Inténtalo de nuevo más tarde.';

/**
 * The `data` array of a list answer (`{ data: T[] }`). A proxy's HTML page or a half-deployed API
 * can answer 200 with something else: that becomes an error the banner shows, instead of a crash.
 */
export function readListData<T>(body: unknown): T[] {
  const data: unknown =
    body !== null && typeof body === 'object' && 'data' in body ? body.data : undefined;
  if (!Array.isArray(data)) throw new Error(UNEXPECTED_LIST_ANSWER);
  return data as T[];
}
