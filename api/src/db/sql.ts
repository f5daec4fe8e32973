// SQL fragments both repositories share. Values are formatted by PostgreSQL itself, so PGlite and
// `pg` (whose type parsers differ) return exactly the same strings.

/** A timestamptz as ISO 8601 in UTC with milliseconds: 2025-01-31T09:05:00.123Z. */
export const isoUtc = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A DATE as its calendar day, YYYY-MM-DD: never a JS Date shifted by a time zone. */
export const calendarDay = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;

/**
 * 'Buscar por nombre' (migration 009): `column` contains the text of `placeholder`, ignoring case
 * and accents, as the trigram index on lower(immutable_unaccent(column)) serves it. The text is
 * unaccented before LIKE's wildcards are escaped, because unaccent writes some of them ('％' becomes
 * '%'): typed `%`, `_` and `\` always match themselves.
 */
export const containsIgnoringAccents = (column: string, placeholder: string) => {
  const key = (text: string) => `lower(immutable_unaccent(${text}))`;
  const escaped = `replace(replace(replace(${key(placeholder)}, '\\', '\\\\'), '%', '\\%'), '_', '\\_')`;
  return `${key(column)} LIKE ('%' || ${escaped} || '%') ESCAPE '\\'`;
};

/** Collects a list's optional filters as WHERE conditions with numbered parameters. */
export function sqlFilter() {
  const conditions: string[] = [];
  const params: unknown[] = [];
  return {
    params,
    /** `condition` receives the placeholder (`$1`, `$2`...) that will carry `value`. */
    add(value: unknown, condition: (placeholder: string) => string) {
      params.push(value);
      conditions.push(condition(`$${params.length}`));
    },
    where: () => (conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''),
  };
}

// Lists are built as JSON text by PostgreSQL and sent as they are. Compact, as JSON.stringify
// writes it: json_build_object puts a space on each side of every colon, 16 bytes per record.

/** Any value as JSON (strings escaped, numbers bare); SQL NULL as null. */
export const jsonValue = (expression: string) => `coalesce(to_json(${expression})::text, 'null')`;

/** A to_char() result as a JSON string: digits and separators only, nothing to escape. */
export const jsonFormatted = (formatted: string) => `'"' || ${formatted} || '"'`;

/**
 * One JSON object with these keys, in this order; each value is a JSON text expression. With the
 * record type given (`jsonObject<Startup>`), a field of the contract missing here does not compile.
 */
export const jsonObject = <T extends object>(fields: Record<keyof T & string, string>) =>
  `'{' || ${Object.entries<string>(fields)
    .map(([key, json], index) => `'${index ? ',' : ''}"${key}":' || ${json}`)
    .join(' || ')} || '}'`;

/** The aggregate JSON array of `object` over the rows, in `order`; '[]' for no row. */
export const jsonArray = (object: string, order: string) =>
  `coalesce('[' || string_agg(${object}, ',' ORDER BY ${order}) || ']', '[]')`;

// Optimistic concurrency (migration 006): an update or delete names the version it was made on,
// and the check is the statement's own WHERE, so nothing can change the record between check and
// write. A concurrent update of the same row waits for the first to commit, then re-checks its
// WHERE against the row as that one left it (PostgreSQL's EvalPlanQual): only one of them matches.

/**
 * True when `placeholder` is null (no version given) or a PostgreSQL array literal of versions
 * (versionsParam) that holds the record's version; an empty one matches no record.
 */
export const versionIs = (placeholder: string) =>
  `(${placeholder}::bigint[] IS NULL OR version = ANY(${placeholder}::bigint[]))`;

/**
 * The versions as an array literal (`{2,3}`): text, so node-postgres and PGlite send it alike;
 * null for any version.
 */
export const versionsParam = (versions: readonly number[] | undefined) =>
  versions === undefined ? null : `{${versions.join(',')}}`;

/**
 * The SET part every update shares: one more version, and an updated_at that only moves forward.
 * now() is the transaction's start, so an update that waited for another one's lock would write an
 * older time than the one already answered; the clock, never below the last value, cannot.
 */
export const NEXT_VERSION = `version = version + 1,
  updated_at = GREATEST(clock_timestamp(), updated_at + interval '1 microsecond')`;
