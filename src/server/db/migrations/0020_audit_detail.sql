-- Issue 35 point 1: what a record's Historial says besides from -> to. `detalle` holds the reason
-- or comment given, the file, the old and new value (src/domain/history.ts AuditDetail); `lote`
-- names the file or batch a bulk change came from. Rows written before have neither: the
-- Historial says 'sin detalle' where such a row's event would carry one.
ALTER TABLE audit ADD COLUMN detalle jsonb;
ALTER TABLE audit ADD COLUMN lote text;

-- One record's history, newest first, a page at a time.
DROP INDEX audit_entidad_idx;
CREATE INDEX audit_entidad_idx ON audit (entidad, id_entidad, fecha DESC, id DESC);
