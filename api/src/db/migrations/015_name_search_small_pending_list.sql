-- The name search's trigram indexes (009) take new entries through GIN's pending list again, but a
-- small one: 64 kB (the least PostgreSQL allows; the default is 4 MB). An insert that grows the
-- list past it folds the whole list into the index itself, so no VACUUM is needed (the embedded
-- PGlite has none, see 003) and a search never reads more than about 160 pending names (8 pages).
-- On PGlite, updating the index entry by entry was 30-40 % of a startup's insert (committed 8-row
-- batches, 6 alternating rounds, 2026-11-25): 0.24 ms per row, 0.14 without the index, 0.18 with
-- this list (from 1,000 startups); 0.22, 0.15 and 0.18 from 100,000. The name search at 100,000
-- startups, while inserts keep arriving, has the same p50 (0.73 ms).
DO $$
BEGIN
  IF to_regclass('startups_name_search_idx') IS NOT NULL THEN
    ALTER INDEX startups_name_search_idx SET (fastupdate = on, gin_pending_list_limit = 64);
  END IF;
  IF to_regclass('technologies_name_search_idx') IS NOT NULL THEN
    ALTER INDEX technologies_name_search_idx SET (fastupdate = on, gin_pending_list_limit = 64);
  END IF;
END $$;
