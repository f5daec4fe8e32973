-- The API keeps list answers in memory (src/cache/list-cache.ts). A write from anywhere (this API,
-- a second instance, psql) must drop them, so every statement that changes a table notifies the
-- channel table_changes with the table's name. PostgreSQL delivers it at commit (never for a
-- rolled-back write) and folds identical notifications of one transaction into one; per statement,
-- not per row, so a bulk write costs one notification. TRUNCATE counts as a write too.
CREATE FUNCTION notify_table_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('table_changes', TG_TABLE_NAME);
  RETURN NULL;
END $$;

CREATE TRIGGER startups_notify_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON startups
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();

CREATE TRIGGER technologies_notify_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON technologies
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
