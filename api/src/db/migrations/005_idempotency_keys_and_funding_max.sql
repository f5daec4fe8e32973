-- Creates accept an Idempotency-Key header (src/http/idempotency.ts): the first answer is stored
-- here, in the transaction that inserts the record, and a repeated key gets that answer again
-- instead of a second record. A key is kept 24 hours (its created_at), then forgotten.
CREATE TABLE idempotency_keys (
  key text PRIMARY KEY CHECK (char_length(key) BETWEEN 1 AND 255),
  -- The route and a SHA-256 of the validated body: the same key with other data is refused.
  fingerprint text NOT NULL,
  -- 0 while the creating transaction runs (never seen committed), then the answer's status.
  status integer NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The hourly sweep of expired keys.
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);

-- The contract's upper bound on funding (FUNDING_MAX, one trillion USD). NOT VALID: enforced for
-- every new or updated row, without refusing to migrate a database that already holds a larger one.
ALTER TABLE startups
  ADD CONSTRAINT startups_funding_amount_max CHECK (funding_amount <= 1e12) NOT VALID;
