// The API contract (v1): shared by the API and both remotes. No React here: the API imports it.
export * from './enums.ts';
export * from './messages.ts';
export * from './schemas.ts';
export * from './entities.ts';
export { localToday } from './dates.ts';
export const API_BASE_PATH = '/v1/api';
