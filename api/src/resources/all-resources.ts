import {
  RESOURCE_DEFINITIONS,
  type InputOf,
  type ListQueryOf,
  type RecordOf,
} from '@sistema/shared/contract';
import type { Queryable } from '../db/database.ts';
import type { RepositoryOptions } from '../db/repository-options.ts';
import { anyApiDefinition } from './from-contract.ts';
import type { AnyResourceDefinition, ResourceDefinition } from './resource-definition.ts';
import { createResourceRepository, type ResourceRepository } from './resource-repository.ts';

type Contract = (typeof RESOURCE_DEFINITIONS)[number];

/** Each resource's name ('startups'): its key in the contract's list. */
export type ResourceName = Contract['key'];

type FieldsOf<Name extends ResourceName> = Extract<Contract, { key: Name }>['fields'];

/** Each resource's API definition, typed with its own record, values and query. */
export type Resources = {
  [Name in ResourceName]: ResourceDefinition<
    RecordOf<FieldsOf<Name>>,
    InputOf<FieldsOf<Name>>,
    ListQueryOf<FieldsOf<Name>>
  >;
};

/**
 * Every resource the API serves: the contract's list (RESOURCE_DEFINITIONS), each derived by
 * apiDefinition. A new one is its definition there, a migration and its tests.
 */
export const RESOURCES = Object.fromEntries(
  RESOURCE_DEFINITIONS.map((definition) => [definition.key, anyApiDefinition(definition)]),
  // Each entry was derived from the definition under its own key, so it has that one's types.
) as unknown as Resources;

type RepositoryOf<Definition> =
  Definition extends ResourceDefinition<infer Item, infer Values, infer Query>
    ? ResourceRepository<Item, Values, Query>
    : never;

/** Each resource's repository, typed with its own record, values and query. */
export type Repositories = { [Name in ResourceName]: RepositoryOf<Resources[Name]> };

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
