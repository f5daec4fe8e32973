import {
  type Technology,
  technologyInputSchema,
  technologyListAnswerSchema,
  type TechnologyListQuery,
  technologyListQuerySchema,
  technologySavedAnswerSchema,
  technologySchema,
  type TECHNOLOGY_SORT_KEYS,
} from '@sistema/shared/contract';
import type { z } from 'zod';
import { contractMessages } from './contract-messages.ts';
import { type SortKey, textSort } from './list-order.ts';
import { equals, NAME_SEARCH, type ResourceDefinition } from './resource-definition.ts';

type TechnologySortKey = (typeof TECHNOLOGY_SORT_KEYS)[number];

/**
 * The adoption levels as a life cycle (emerging → declining), as the screens order them, not their
 * words in alphabetical order; migration 014 indexes this very expression.
 */
const ADOPTION_ORDER = `(CASE adoption_level WHEN 'emerging' THEN 1 WHEN 'growing' THEN 2 WHEN 'mature' THEN 3 ELSE 4 END)`;

/** A create or update body once validated (unknown fields dropped). */
export type TechnologyValues = z.output<typeof technologyInputSchema>;

/** An empty or blank description is no description: stored as null, as the form sends it. */
const normaliseDescription = (description: string | null | undefined) => {
  const trimmed = description?.trim();
  return trimmed === '' || trimmed === undefined ? null : trimmed;
};

/**
 * Technologies (docs/product.md): most recently updated first, searched by name, filtered by
 * sector and adoption level.
 */
export const technologies: ResourceDefinition<Technology, TechnologyValues, TechnologyListQuery> = {
  table: 'technologies',
  path: 'technologies',
  schemas: {
    record: technologySchema,
    input: technologyInputSchema,
    listQuery: technologyListQuerySchema,
    listAnswer: technologyListAnswerSchema,
    savedAnswer: technologySavedAnswerSchema,
  },
  fields: {
    id: 'integer',
    name: 'value',
    sector: 'value',
    description: 'value',
    adoption_level: 'value',
    created_at: 'timestamp',
    updated_at: 'timestamp',
    version: 'integer',
  },
  writes: [
    { column: 'name', value: (values) => values.name },
    { column: 'sector', value: (values) => values.sector },
    { column: 'description', value: (values) => normaliseDescription(values.description) },
    { column: 'adoption_level', value: (values) => values.adoptionLevel },
  ],
  list: {
    summary: 'Lista las tecnologías, de la actualizada más recientemente a la más antigua',
    order: { column: 'updated_at', direction: 'DESC', type: 'timestamptz' },
    filters: {
      name: NAME_SEARCH, // trigram index: migration 007
      sector: equals('sector'),
      adoptionLevel: equals('adoption_level'),
    },
    sorts: {
      name: textSort('name'),
      sector: { expression: 'sector', type: 'text' },
      adoptionLevel: { expression: ADOPTION_ORDER, type: 'integer' },
      updatedAt: { expression: 'updated_at', type: 'timestamptz' },
    } satisfies Record<TechnologySortKey, SortKey>,
  },
  tag: 'Tecnologías',
  record: 'una tecnología',
  messages: contractMessages('technology'),
};
