-- The trigram index of startup names (002) took new entries through GIN's pending list
-- (fastupdate), which only VACUUM folds into the index. A PostgreSQL server's autovacuum does that;
-- the embedded PGlite has no autovacuum, so the list only grew, and every name search read all of
-- it (measured on 100,000 startups: 12 ms per search instead of 3 ms). With fastupdate off, each
-- insert updates the index itself; whatever is pending now is folded in here.
DO $$
BEGIN
  IF to_regclass('startups_name_trgm_idx') IS NOT NULL THEN
    ALTER INDEX startups_name_trgm_idx SET (fastupdate = off);
    PERFORM gin_clean_pending_list('startups_name_trgm_idx'::regclass);
  END IF;
END $$;
