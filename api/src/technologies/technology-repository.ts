import type {
  Technology,
  TechnologyListQuery,
  technologyInputSchema,
} from '@sistema/shared/contract';
import type { z } from 'zod';
import type { Queryable } from '../db/database.ts';
import { settledWrites, type RepositoryOptions } from '../db/repository-options.ts';
import {
  isoUtc,
  jsonArray,
  jsonFormatted,
  jsonObject,
  jsonValue,
  NEXT_VERSION,
  sqlFilter,
  versionIs,
} from '../db/sql.ts';

/** A create or update body once validated (unknown fields dropped). */
export type TechnologyValues = z.output<typeof technologyInputSchema>;

export interface TechnologyRepository {
  /** The list as PostgreSQL's JSON text of the array, sent as it is (never parsed here). */
  listJson(filter: TechnologyListQuery): Promise<string>;
  /** On `on` when given: a transaction that also stores the Idempotency-Key's answer. */
  create(values: TechnologyValues, on?: Queryable): Promise<Technology>;
  /** The technology as stored now; undefined when none has this id. */
  find(id: number): Promise<Technology | undefined>;
  /**
   * Undefined when no technology has this id or, given `expectedVersion`, when its version is
   * another one (checked and written in one statement). The version goes up by one.
   */
  update(
    id: number,
    values: TechnologyValues,
    expectedVersion?: number,
  ): Promise<Technology | undefined>;
  /** False when no technology has this id or, given `expectedVersion`, its version is another one. */
  delete(id: number, expectedVersion?: number): Promise<boolean>;
}

const COLUMNS = `id, name, sector, description, adoption_level,
  ${isoUtc('created_at')} AS created_at, ${isoUtc('updated_at')} AS updated_at, version`;

// The list is one JSON array built by PostgreSQL (see startup-repository.ts); its order uses the
// columns, not the formatted text of COLUMNS, so the (updated_at, id) index serves it.
const LIST_JSON = jsonArray(
  jsonObject({
    id: 'id::text',
    name: jsonValue('name'),
    sector: jsonValue('sector'),
    description: jsonValue('description'),
    adoption_level: jsonValue('adoption_level'),
    created_at: jsonFormatted(isoUtc('created_at')),
    updated_at: jsonFormatted(isoUtc('updated_at')),
    version: 'version::text',
  }),
  'updated_at DESC, id DESC',
);

/** An empty or blank description is no description: stored as null, as the form sends it. */
const normaliseDescription = (description: string | null | undefined) => {
  const trimmed = description?.trim();
  if (!trimmed) return null;
  return trimmed;
};

const columnValues = (values: TechnologyValues) => [
  values.name,
  values.sector,
  normaliseDescription(values.description),
  values.adoptionLevel,
];

export function createTechnologyRepository(
  db: Queryable,
  options: RepositoryOptions = {},
): TechnologyRepository {
  const write = settledWrites(options);

  const listJson = async ({ sector, adoptionLevel }: TechnologyListQuery) => {
    const filter = sqlFilter();
    if (sector) filter.add(sector, (p) => `sector = ${p}`);
    if (adoptionLevel) filter.add(adoptionLevel, (p) => `adoption_level = ${p}`);
    const [row] = await db.query<{ data: string }>(
      `SELECT ${LIST_JSON} AS data FROM technologies ${filter.where()}`,
      filter.params,
    );
    return row?.data ?? '[]';
  };

  return {
    listJson,

    async create(values, on = db) {
      const [row] = await write(
        on.query<Technology>(
          `INSERT INTO technologies (name, sector, description, adoption_level)
           VALUES ($1, $2, $3, $4) RETURNING ${COLUMNS}`,
          columnValues(values),
        ),
      );
      if (!row) throw new Error('INSERT ... RETURNING returned no row');
      return row;
    },

    async find(id) {
      const [row] = await db.query<Technology>(
        `SELECT ${COLUMNS} FROM technologies WHERE id = $1`,
        [id],
      );
      return row;
    },

    async update(id, values, expectedVersion) {
      const [row] = await write(
        db.query<Technology>(
          `UPDATE technologies
              SET name = $1, sector = $2, description = $3, adoption_level = $4, ${NEXT_VERSION}
            WHERE id = $5 AND ${versionIs('$6')} RETURNING ${COLUMNS}`,
          [...columnValues(values), id, expectedVersion ?? null],
        ),
      );
      return row;
    },

    async delete(id, expectedVersion) {
      const rows = await write(
        db.query(`DELETE FROM technologies WHERE id = $1 AND ${versionIs('$2')} RETURNING id`, [
          id,
          expectedVersion ?? null,
        ]),
      );
      return rows.length > 0;
    },
  };
}
