-- Every API process keeps the option lists the screens ask for on every visit (the active
-- publication types: the listings' filter, form and bulk screens) in memory
-- (src/server/shared/reference-cache.ts), so that such a call costs no database round trip.
-- Any write to a table they are read from is announced here, from the writing transaction
-- itself, on the channel 'referencias' with the table's name: NOTIFY is delivered when that
-- transaction commits (never if it rolls back) to every process listening, which then forgets
-- what it kept of that table. Statement triggers, so that no write (a handler's, a job's, a
-- script's or a person's at psql) can leave a process with a stale list, and one notice per
-- statement however many rows it wrote.
CREATE OR REPLACE FUNCTION referencias_avisar() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('referencias', TG_TABLE_NAME);
  RETURN NULL;
END $$;

CREATE TRIGGER referencias_cambio AFTER INSERT OR UPDATE OR DELETE ON tipos_publicacion
  FOR EACH STATEMENT EXECUTE FUNCTION referencias_avisar();
CREATE TRIGGER referencias_vaciado AFTER TRUNCATE ON tipos_publicacion
  FOR EACH STATEMENT EXECUTE FUNCTION referencias_avisar();
