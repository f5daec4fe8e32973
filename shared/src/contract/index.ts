// The API contract (v1): shared by the API and both remotes. No React here: the API imports it.
export * from './enums.ts';
export * from './messages.ts';
export * from './schemas.ts';
export { PAGE_LIMIT_MAX, STARTUP_SORT_KEYS, TECHNOLOGY_SORT_KEYS } from './list-pages.ts';
export { graphemeLength, sliceGraphemes } from './text-length.ts';
export * from './entities.ts';
export * from './csv-import.ts';
export { localToday } from './dates.ts';
export const API_BASE_PATH = '/v1/api';
/** The largest request body the API reads (413 above it); the front-end proxies refuse the same. */
export const REQUEST_BODY_LIMIT_BYTES = 64 * 1024;
/** A create sent again with the same key answers the first result instead of a second record. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export * from './restore.ts';
export * from './resources/index.ts';
