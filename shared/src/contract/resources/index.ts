import type { AnyResource } from './define-resource.ts';
import { startups } from './startups.ts';
import { technologies } from './technologies.ts';

export * from './define-resource.ts';
export * from './resource-text.ts';
export * from './resource-schemas.ts';
export { startups, technologies };

/**
 * Every resource, the only list a new one is added to: the API serves each (its routes, table and
 * OpenAPI) and everything else that lists resources reads this.
 */
export const RESOURCE_DEFINITIONS = [
  startups,
  technologies,
] as const satisfies readonly AnyResource[];
