-- Optimistic concurrency (If-Match / ETag): every record carries a version, 1 when created and one
-- more on every update, so a client can say which version its change was made on and the API can
-- refuse (412) a change made on an older one instead of silently overwriting what came since.
-- A constant default adds the column without rewriting the table; existing records start at 1.
ALTER TABLE startups ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version >= 1);
ALTER TABLE technologies ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version >= 1);
