-- Issue 35 point 2, 'Pendientes' (src/server/pending/): the indexes its counts read at
-- 1 000 000 orders (scripts/bench/pending.ts).
-- A seller's orders by status and sale status, oldest first: its orders pendiente de
-- facturación for more than 2 days are one range of it.
CREATE INDEX IF NOT EXISTS ordenes_seller_estado_fecha_idx
  ON ordenes (id_seller, estado, anulada_por_market, fecha);
-- The journal's rows of one kind of record in the last days (the cancellation requests
-- answered in the last 7 days).
CREATE INDEX IF NOT EXISTS audit_entidad_fecha_idx ON audit (entidad, fecha);
-- The green sales whose label is not downloaded (or was marked not downloaded again): few, as
-- labels are downloaded within hours; staff's and the supplier's queue reads only them.
CREATE INDEX IF NOT EXISTS ventas_verdes_sin_oblea_idx
  ON ventas_verdes (id_proveedor, id_orden)
  WHERE (oblea_fecha_descarga IS NULL OR oblea_borrado);
