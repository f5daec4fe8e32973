import {
  type Startup,
  startupInputSchema,
  startupListAnswerSchema,
  type StartupListQuery,
  startupListQuerySchema,
  startupSavedAnswerSchema,
  startupSchema,
  type STARTUP_SORT_KEYS,
} from '@sistema/shared/contract';
import type { z } from 'zod';
import { contractMessages } from './contract-messages.ts';
import { type SortKey, textSort } from './list-order.ts';
import { equals, NAME_SEARCH, type ResourceDefinition } from './resource-definition.ts';

type StartupSortKey = (typeof STARTUP_SORT_KEYS)[number];

/** A create or update body once validated (trimmed, unknown fields dropped). */
export type StartupValues = z.output<typeof startupInputSchema>;

/** Startups (docs/product.md): newest first, searched by name, filtered by category. */
export const startups: ResourceDefinition<Startup, StartupValues, StartupListQuery> = {
  table: 'startups',
  path: 'startups',
  schemas: {
    record: startupSchema,
    input: startupInputSchema,
    listQuery: startupListQuerySchema,
    listAnswer: startupListAnswerSchema,
    savedAnswer: startupSavedAnswerSchema,
  },
  fields: {
    id: 'integer',
    name: 'value',
    founded_at: 'day',
    location: 'value',
    category: 'value',
    funding_amount: 'value',
    created_at: 'timestamp',
    updated_at: 'timestamp',
    version: 'integer',
  },
  writes: [
    { column: 'name', value: (values) => values.name },
    { column: 'founded_at', cast: 'date', value: (values) => values.foundedAt },
    { column: 'location', value: (values) => values.location },
    { column: 'category', value: (values) => values.category },
    { column: 'funding_amount', cast: 'numeric', value: (values) => values.fundingAmount ?? null },
  ],
  list: {
    summary: 'Lista las startups, de la más reciente a la más antigua',
    order: { column: 'created_at', direction: 'DESC', type: 'timestamptz' },
    // The name search has a trigram index (migrations 002 and 003).
    filters: { name: NAME_SEARCH, category: equals('category') },
    sorts: {
      name: textSort('name'),
      foundedAt: { expression: 'founded_at', type: 'date' },
      location: textSort('location'),
      category: { expression: 'category', type: 'text' },
      fundingAmount: { expression: 'funding_amount', type: 'numeric', nullable: true },
    } satisfies Record<StartupSortKey, SortKey>,
  },
  tag: 'Startups',
  record: 'una startup',
  messages: contractMessages('startup'),
};
