-- 'Buscar por nombre' on technologies, as on startups: a case-insensitive substring (ILIKE
-- '%...%') served by a trigram GIN index, without GIN's pending list (fastupdate off, see 003: the
-- embedded PGlite has no autovacuum to fold it in). Migration 002 already asked for pg_trgm; where
-- the server refused it, the filter still works, unindexed, instead of failing start-up.
DO $$
DECLARE
  -- Qualified by the extension's schema: it may not be on this connection's search path.
  trgm_schema text := (
    SELECT n.nspname FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
     WHERE e.extname = 'pg_trgm');
BEGIN
  IF trgm_schema IS NULL THEN
    RAISE NOTICE 'pg_trgm unavailable: technology names are searched without an index';
  ELSE
    EXECUTE format(
      'CREATE INDEX IF NOT EXISTS technologies_name_trgm_idx ON technologies '
      'USING gin (name %I.gin_trgm_ops) WITH (fastupdate = off)',
      trgm_schema);
  END IF;
END $$;
