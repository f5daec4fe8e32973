-- The startup name filter is a case-insensitive substring (ILIKE '%...%'), which a B-tree cannot
-- serve; a trigram GIN index can. pg_trgm ships with PostgreSQL and PGlite, but a managed server may
-- refuse to create it: the filter then still works, without the index, instead of failing start-up.
DO $$
DECLARE
  trgm_schema text;
BEGIN
  BEGIN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
  EXCEPTION WHEN OTHERS THEN
    RAISE NOTICE 'pg_trgm unavailable (%): startup names are searched without an index', SQLERRM;
  END;

  SELECT n.nspname INTO trgm_schema
    FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
   WHERE e.extname = 'pg_trgm';

  -- Qualified by the extension's schema: it may not be on this connection's search path.
  IF trgm_schema IS NOT NULL THEN
    EXECUTE format(
      'CREATE INDEX IF NOT EXISTS startups_name_trgm_idx ON startups USING gin (name %I.gin_trgm_ops)',
      trgm_schema);
  END IF;
END $$;
