-- Startups and technologies, as the v1 contract stores them. The CHECKs repeat the contract's rules
-- so that no path around the API (a script, a future endpoint) can store what the API would refuse.

CREATE TABLE startups (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 120),
  founded_at date NOT NULL,
  location text NOT NULL CHECK (char_length(location) BETWEEN 1 AND 120),
  category text NOT NULL CHECK (category IN ('AI/ML', 'FinTech', 'HealthTech', 'EdTech',
    'CleanTech', 'E-commerce', 'SaaS', 'IoT', 'Blockchain', 'Other')),
  -- NUMERIC without a scale keeps every amount a client sends exactly; null when none was given.
  funding_amount numeric CHECK (funding_amount >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The list is newest first, with or without a category filter.
CREATE INDEX startups_created_idx ON startups (created_at DESC, id DESC);
CREATE INDEX startups_category_created_idx ON startups (category, created_at DESC, id DESC);

CREATE TABLE technologies (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 120),
  sector text NOT NULL CHECK (sector IN ('Computing', 'FinTech', 'Healthcare', 'Education',
    'Energy', 'Transportation', 'Telecommunications', 'Manufacturing', 'Agriculture', 'Retail',
    'Entertainment', 'Other')),
  description text CHECK (char_length(description) BETWEEN 1 AND 500),
  adoption_level text NOT NULL CHECK (adoption_level IN ('emerging', 'growing', 'mature',
    'declining')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The list is most recently updated first, filtered by sector and/or adoption level.
CREATE INDEX technologies_updated_idx ON technologies (updated_at DESC, id DESC);
CREATE INDEX technologies_sector_updated_idx ON technologies (sector, updated_at DESC, id DESC);
CREATE INDEX technologies_adoption_updated_idx
  ON technologies (adoption_level, updated_at DESC, id DESC);
