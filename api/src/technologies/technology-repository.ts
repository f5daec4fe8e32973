import type {
  Technology,
  TechnologyListQuery,
  technologyInputSchema,
} from '@sistema/shared/contract';
import type { z } from 'zod';
import type { Queryable } from '../db/database.ts';
import { settledWrites, type RepositoryOptions } from '../db/repository-options.ts';
import { isoUtc, jsonArray, jsonFormatted, jsonObject, jsonValue, sqlFilter } from '../db/sql.ts';

/** A create or update body once validated (unknown fields dropped). */
export type TechnologyValues = z.output<typeof technologyInputSchema>;

export interface TechnologyRepository {
  /** The list as PostgreSQL's JSON text of the array, sent as it is (never parsed here). */
  listJson(filter: TechnologyListQuery): Promise<string>;
  create(values: TechnologyValues): Promise<Technology>;
  /** Undefined when no technology has this id. */
  update(id: number, values: TechnologyValues): Promise<Technology | undefined>;
  /** False when no technology has this id. */
  delete(id: number): Promise<boolean>;
}

const COLUMNS = `id, name, sector, description, adoption_level,
  ${isoUtc('created_at')} AS created_at, ${isoUtc('updated_at')} AS updated_at`;

// The list is one JSON array built by PostgreSQL (see startup-repository.ts); its order uses the
// columns, not the formatted text of COLUMNS, so the (updated_at, id) index serves it.
const LIST_JSON = jsonArray(
  jsonObject<Technology>({
    id: 'id::text',
    name: jsonValue('name'),
    sector: jsonValue('sector'),
    description: jsonValue('description'),
    adoption_level: jsonValue('adoption_level'),
    created_at: jsonFormatted(isoUtc('created_at')),
    updated_at: jsonFormatted(isoUtc('updated_at')),
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

    async create(values) {
      const [row] = await write(
        db.query<Technology>(
          `INSERT INTO technologies (name, sector, description, adoption_level)
           VALUES ($1, $2, $3, $4) RETURNING ${COLUMNS}`,
          columnValues(values),
        ),
      );
      if (!row) throw new Error('INSERT ... RETURNING returned no row');
      return row;
    },

    async update(id, values) {
      const [row] = await write(
        db.query<Technology>(
          `UPDATE technologies
              SET name = $1, sector = $2, description = $3, adoption_level = $4, updated_at = now()
            WHERE id = $5 RETURNING ${COLUMNS}`,
          [...columnValues(values), id],
        ),
      );
      return row;
    },

    async delete(id) {
      const rows = await write(
        db.query('DELETE FROM technologies WHERE id = $1 RETURNING id', [id]),
      );
      return rows.length > 0;
    },
  };
}
