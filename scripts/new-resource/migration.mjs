// The table of a new section: the shape every resource's table has (see the migrations of startups
// and technologies), with the one field a generated resource starts with. Written once by
// `npm run new-resource`; later fields are later migrations, as for any table.

/**
 * @param {string} key   the table's name (lower-case letters and digits)
 * @param {string} plural  for the comment
 */
export function migrationSql(key, plural) {
  return `-- ${plural}: the section \`npm run new-resource\` created. Like every resource's table: an identity id,
-- a version for If-Match, timestamps that order the list, a change notification per statement for
-- live lists (migration 004's function), and the indexes of its order, its sort and its name search.
CREATE TABLE ${key} (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- Length in characters a person sees is checked by the API (the contract's schema).
  name text NOT NULL CHECK (char_length(name) >= 1),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1 CHECK (version >= 1)
);

CREATE INDEX ${key}_created_idx ON ${key} (created_at DESC, id DESC);
CREATE INDEX ${key}_name_sort_idx ON ${key} (lower(immutable_unaccent(name)), id);

CREATE TRIGGER ${key}_notify_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${key}
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();

-- The accent- and case-blind name search, indexed where the server has pg_trgm (as migration 009).
DO $$
DECLARE
  trgm_schema text := (
    SELECT n.nspname FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
     WHERE e.extname = 'pg_trgm');
BEGIN
  IF trgm_schema IS NOT NULL THEN
    EXECUTE format(
      'CREATE INDEX ${key}_name_search_idx ON ${key} '
      'USING gin (lower(immutable_unaccent(name)) %I.gin_trgm_ops) '
      'WITH (fastupdate = on, gin_pending_list_limit = 64)',
      trgm_schema);
  END IF;
END $$;
`;
}
