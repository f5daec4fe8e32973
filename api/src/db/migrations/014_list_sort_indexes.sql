-- The orders a list's `sort` offers (api/src/resources/list-order.ts), each with the id that breaks
-- its ties, so a keyset page (WHERE (key, id) > (...) ORDER BY key, id LIMIT n) is an index range
-- read whatever the page's depth, and the first page needs no sort of the whole table. Each index
-- serves both directions (read backwards), except the funding amount's: records without an amount
-- go last in both directions, and DESC NULLS LAST is not ASC read backwards. The text orders use
-- the expression of the name search (migration 009): case and accents do not separate words. The
-- default orders (created_at, updated_at) have theirs since 001.
CREATE INDEX startups_name_sort_idx ON startups (lower(immutable_unaccent(name)), id);
CREATE INDEX startups_founded_sort_idx ON startups (founded_at, id);
CREATE INDEX startups_location_sort_idx ON startups (lower(immutable_unaccent(location)), id);
CREATE INDEX startups_category_sort_idx ON startups (category, id);
CREATE INDEX startups_funding_sort_idx ON startups (funding_amount, id);
CREATE INDEX startups_funding_desc_sort_idx
  ON startups (funding_amount DESC NULLS LAST, id DESC);

CREATE INDEX technologies_name_sort_idx ON technologies (lower(immutable_unaccent(name)), id);
CREATE INDEX technologies_sector_sort_idx ON technologies (sector, id);
-- The life cycle's order, the very expression of technologies.ts (ADOPTION_ORDER).
CREATE INDEX technologies_adoption_sort_idx ON technologies ((CASE adoption_level
  WHEN 'emerging' THEN 1 WHEN 'growing' THEN 2 WHEN 'mature' THEN 3 ELSE 4 END), id);
