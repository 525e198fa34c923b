-- A settlement's fee, rebate and retention rows belong to one of ITS order rows (issue 20
-- point 9: a draft of 10 000 orders created, calculated and confirmed in 2 s). Migration 0015
-- gave each of these rows two foreign keys, to the settlement and to the order, each checked
-- row by row: some 60 000 checks for a draft of 10 000 orders and its 20 000 tax rows. One
-- composite key to the settlement's order row (liquidacion_ordenes, whose own keys hold the
-- settlement and the order) says the same and more (the order is one of that settlement's,
-- not any order) with one check a row. Nothing is weakened:
-- - liquidacion_fees and liquidacion_rebates: (id_liquidacion, id_venta) -> liquidacion_ordenes;
-- - liquidacion_impuestos: a retention (id_venta set) the same; a perception (id_venta null,
--   by settlement) keeps its key to the settlement through id_liquidacion_sin_orden, a column
--   that holds id_liquidacion exactly when id_venta is null (a composite key with a null is
--   not checked, so each row is checked by exactly one of the two);
-- - an order row referenced by such rows cannot be deleted (the drafts' edit deletes the rows
--   first, then the order rows): the indexes below make that check an index probe.

ALTER TABLE liquidacion_fees
  DROP CONSTRAINT liquidacion_fees_id_liquidacion_fkey,
  DROP CONSTRAINT liquidacion_fees_id_venta_fkey,
  ADD CONSTRAINT liquidacion_fees_orden_fkey FOREIGN KEY (id_liquidacion, id_venta)
    REFERENCES liquidacion_ordenes (id_liquidacion, id_orden);

ALTER TABLE liquidacion_rebates
  DROP CONSTRAINT liquidacion_rebates_id_liquidacion_fkey,
  DROP CONSTRAINT liquidacion_rebates_id_venta_fkey,
  ADD CONSTRAINT liquidacion_rebates_orden_fkey FOREIGN KEY (id_liquidacion, id_venta)
    REFERENCES liquidacion_ordenes (id_liquidacion, id_orden);
CREATE INDEX liquidacion_rebates_orden_idx ON liquidacion_rebates (id_liquidacion, id_venta);

ALTER TABLE liquidacion_impuestos
  ADD COLUMN id_liquidacion_sin_orden integer
    GENERATED ALWAYS AS (CASE WHEN id_venta IS NULL THEN id_liquidacion END) STORED,
  DROP CONSTRAINT liquidacion_impuestos_id_liquidacion_fkey,
  DROP CONSTRAINT liquidacion_impuestos_id_venta_fkey,
  ADD CONSTRAINT liquidacion_impuestos_orden_fkey FOREIGN KEY (id_liquidacion, id_venta)
    REFERENCES liquidacion_ordenes (id_liquidacion, id_orden),
  ADD CONSTRAINT liquidacion_impuestos_liquidacion_fkey FOREIGN KEY (id_liquidacion_sin_orden)
    REFERENCES liquidaciones (id_liquidacion);
DROP INDEX liquidacion_impuestos_liq_idx;
CREATE INDEX liquidacion_impuestos_liq_idx ON liquidacion_impuestos (id_liquidacion, id_venta);
