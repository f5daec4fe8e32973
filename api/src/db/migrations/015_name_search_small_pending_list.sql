-- The name search's trigram indexes (009) take new entries through GIN's pending list again, but a
-- small one: 64 kB (the least PostgreSQL allows; the default is 4 MB). An insert that grows the list
-- past it folds the whole list into the index itself, so no VACUUM is needed (the embedded PGlite
-- has none, see 003) and a search never reads more than about 200 pending names. Updating the index
-- entry by entry was half of what a startup's insert cost on PGlite (0.13 of 0.26 ms per row in
-- 8-row batches on 100,000 startups); folded in by the list, 0.15 ms, with the name search as fast.
DO $$
BEGIN
  IF to_regclass('startups_name_search_idx') IS NOT NULL THEN
    ALTER INDEX startups_name_search_idx SET (fastupdate = on, gin_pending_list_limit = 64);
  END IF;
  IF to_regclass('technologies_name_search_idx') IS NOT NULL THEN
    ALTER INDEX technologies_name_search_idx SET (fastupdate = on, gin_pending_list_limit = 64);
  END IF;
END $$;
