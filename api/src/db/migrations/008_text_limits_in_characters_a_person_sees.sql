-- The contract counts the 120- and 500-character limits in what a person sees (grapheme clusters:
-- a flag or a family emoji is one character), which PostgreSQL cannot count: char_length counts
-- code points, so 120 flags (240 code points) were refused here after the API accepted them. The
-- API enforces the upper limits; the table keeps refusing empty text.
ALTER TABLE startups
  DROP CONSTRAINT startups_name_check,
  ADD CONSTRAINT startups_name_check CHECK (char_length(name) >= 1),
  DROP CONSTRAINT startups_location_check,
  ADD CONSTRAINT startups_location_check CHECK (char_length(location) >= 1);

ALTER TABLE technologies
  DROP CONSTRAINT technologies_name_check,
  ADD CONSTRAINT technologies_name_check CHECK (char_length(name) >= 1),
  DROP CONSTRAINT technologies_description_check,
  ADD CONSTRAINT technologies_description_check CHECK (char_length(description) >= 1);
