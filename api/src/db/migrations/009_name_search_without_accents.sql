-- 'Buscar por nombre' ignores accents as well as case: 'energia' finds 'Energía', 'SAUDE' finds
-- 'Saúde Conecta'. Both sides of the match are lower(immutable_unaccent(...)): lower last, because
-- unaccent may write capitals ('Æ' becomes 'AE'). unaccent() is only STABLE (its dictionary could
-- change), so an index cannot use it; this IMMUTABLE wrapper names its dictionary and schema, which
-- pins the dictionary and lets the expression be indexed. The trigram GIN index on that expression
-- replaces the ones on the bare name (002, 007), which no search uses any more; fastupdate stays off
-- (see 003: the embedded PGlite has no autovacuum to fold a pending list in). unaccent ships with
-- PostgreSQL and PGlite, but a managed server may refuse it: the search then ignores case only; with
-- pg_trgm refused (002) it runs without an index. Neither fails start-up.
DO $$
DECLARE
  unaccent_schema text;
  trgm_schema text;
  -- Without unaccent, the text as it is.
  unaccented text := '$1';
BEGIN
  BEGIN
    CREATE EXTENSION IF NOT EXISTS unaccent;
  EXCEPTION WHEN OTHERS THEN
    RAISE NOTICE 'unaccent unavailable (%): names are searched ignoring case only', SQLERRM;
  END;

  SELECT n.nspname INTO unaccent_schema
    FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
   WHERE e.extname = 'unaccent';
  SELECT n.nspname INTO trgm_schema
    FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
   WHERE e.extname = 'pg_trgm';

  -- Qualified by the extension's schema: it may not be on the search path of whoever calls it (an
  -- index is also evaluated by VACUUM, ANALYZE and pg_restore with an empty search path).
  IF unaccent_schema IS NOT NULL THEN
    unaccented := format('%I.unaccent(%L::regdictionary, $1)',
      unaccent_schema, format('%I.unaccent', unaccent_schema));
  END IF;
  EXECUTE 'CREATE FUNCTION immutable_unaccent(text) RETURNS text '
    'LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE RETURN ' || unaccented;

  DROP INDEX IF EXISTS startups_name_trgm_idx;
  DROP INDEX IF EXISTS technologies_name_trgm_idx;

  IF trgm_schema IS NOT NULL THEN
    EXECUTE format(
      'CREATE INDEX startups_name_search_idx ON startups '
      'USING gin (lower(immutable_unaccent(name)) %I.gin_trgm_ops) WITH (fastupdate = off)',
      trgm_schema);
    EXECUTE format(
      'CREATE INDEX technologies_name_search_idx ON technologies '
      'USING gin (lower(immutable_unaccent(name)) %I.gin_trgm_ops) WITH (fastupdate = off)',
      trgm_schema);
  END IF;
END $$;
