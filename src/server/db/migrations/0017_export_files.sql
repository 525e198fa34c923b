-- Issue 21 point 6: an export centre's workbook goes to the file store (DECISIONS 8: a folder
-- beside the embedded database, the archivos table with a PostgreSQL server), not into a bytea
-- of export_jobs: the embedded database kept a whole file in its memory to write and to read
-- it. export_jobs keeps the stored file's name; the store's file is removed when the job
-- expires. Finished jobs of before hold their file in the row: they are removed (a file is made
-- again by asking for the export again).
DELETE FROM export_jobs WHERE archivo IS NOT NULL;
ALTER TABLE export_jobs DROP CONSTRAINT IF EXISTS export_jobs_check;
ALTER TABLE export_jobs DROP COLUMN archivo;
ALTER TABLE export_jobs ADD COLUMN archivo varchar(60);
ALTER TABLE export_jobs
  ADD CONSTRAINT export_jobs_lista_check
  CHECK (estado <> 'lista' OR (archivo IS NOT NULL AND vence_en IS NOT NULL));
