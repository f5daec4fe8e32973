-- 'Importar CSV' (src/csv-import/): each imported row's content fingerprint, per resource, with
-- the record it became. Importing the same file again finds every fingerprint here and creates
-- nothing. The primary key also serialises two imports of the same row at once: the second waits
-- for the first's COMMIT, then sees the row as imported. A fingerprint whose record was deleted
-- since is imported again (the file still holds it; the person deleted the record, not the row).
CREATE TABLE csv_import_rows (
  resource text NOT NULL,
  -- SHA-256 of the values the create stores (validated and normalised), hex.
  fingerprint text NOT NULL CHECK (char_length(fingerprint) = 64),
  -- NULL only inside the importing transaction, between claiming the row and creating its record.
  record_id integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (resource, fingerprint)
);
