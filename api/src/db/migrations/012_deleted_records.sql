-- Undo after delete (docs/architecture.md, API contract): a DELETE removes the row from its table, so
-- every read stops showing it at once, and keeps a copy here under the hash of an unguessable token
-- the answer carries. POST /<resource>/restore with that token, within the window, puts the same row
-- back (same id and fields, one more version) and marks the copy restored, so a retry never doubles
-- it. Only the hash is stored: reading this table does not give anyone a token.
CREATE TABLE deleted_records (
  token_hash text PRIMARY KEY,
  table_name text NOT NULL,
  record_id integer NOT NULL,
  data jsonb NOT NULL,
  deleted_at timestamptz NOT NULL DEFAULT now(),
  restored_at timestamptz
);

-- The sweep of old copies reads by age.
CREATE INDEX deleted_records_deleted_idx ON deleted_records (deleted_at);
