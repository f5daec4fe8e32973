import type { Queryable } from '../db/database.ts';
import type { RepositoryOptions } from '../db/repository-options.ts';
import type { AnyResourceDefinition, ResourceDefinition } from './resource-definition.ts';
import { createResourceRepository, type ResourceRepository } from './resource-repository.ts';
import { startups } from './startups.ts';
import { technologies } from './technologies.ts';

/** Every resource the API serves. A new one: its definition here, a migration and its tests. */
export const RESOURCES = { startups, technologies } satisfies Record<string, AnyResourceDefinition>;

export type ResourceName = keyof typeof RESOURCES;

type RepositoryOf<Definition> =
  Definition extends ResourceDefinition<infer Item, infer Values, infer Query>
    ? ResourceRepository<Item, Values, Query>
    : never;

/** Each resource's repository, typed with its own record, values and query. */
export type Repositories = { [Name in ResourceName]: RepositoryOf<(typeof RESOURCES)[Name]> };

/** The repositories on `db`; `optionsOf` gives each table's (its cache invalidation). */
export function createRepositories(
  db: Queryable,
  optionsOf: (table: string) => RepositoryOptions,
): Repositories {
  const entries = Object.entries(RESOURCES).map(
    ([name, definition]: [string, AnyResourceDefinition]) => [
      name,
      createResourceRepository(definition, db, optionsOf(definition.table)),
    ],
  );
  // Each repository was made from the definition under the same name, so it has that one's types.
  return Object.fromEntries(entries) as Repositories;
}
