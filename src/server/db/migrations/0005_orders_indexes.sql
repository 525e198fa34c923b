-- The orders list at 1 000 000 orders (issue 14 point 9, scripts/bench/orders-list.ts): the
-- screen opens on every order of the scope with the totals of the filter (001 §2.1), which
-- would otherwise read every order on each call, and searches the buyer's surname anywhere in
-- it, which no b-tree index answers. Two small tables kept by triggers answer both, with the
-- same results as reading the orders (src/server/orders/repository.ts orderListQuery).

-- The totals of the orders per market day (America/Argentina/Buenos_Aires, 000 §2.4), seller
-- and status: the totals of a filter made of seller, status and dates only are a sum over at
-- most a few thousand of these rows.
CREATE TABLE orden_totales_dia (
  dia date NOT NULL,
  id_seller integer NOT NULL,
  estado smallint NOT NULL,
  n integer NOT NULL,
  ventas numeric NOT NULL,
  comision numeric NOT NULL,
  PRIMARY KEY (dia, id_seller, estado)
);

-- Every surname written on an order (as written; it may hold some no order has any more): the
-- surname search folds and matches these few rows, then reads the orders by equality.
-- plegado is the surname folded exactly as fold() of src/server/db/text-search.ts folds it
-- (lower case, without accents); scripts/bench/orders-list.ts checks that they agree.
CREATE TABLE ordenes_apellidos (
  cliente_apellido varchar(60) PRIMARY KEY,
  plegado text GENERATED ALWAYS AS (translate(lower(cliente_apellido),
    'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ',
    'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc')) STORED
);

-- Statement triggers with transition tables: one set-based write per statement, so that bulk
-- imports stay fast. An UPDATE that leaves seller, date, status and amounts alone writes
-- nothing.
CREATE FUNCTION ordenes_resumen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO orden_totales_dia AS t (dia, id_seller, estado, n, ventas, comision)
    SELECT (fecha AT TIME ZONE 'America/Argentina/Buenos_Aires')::date, id_seller, estado,
           count(*), sum(monto_venta), sum(monto_comision)
      FROM nuevas GROUP BY 1, 2, 3
    ON CONFLICT (dia, id_seller, estado) DO UPDATE
      SET n = t.n + EXCLUDED.n, ventas = t.ventas + EXCLUDED.ventas,
          comision = t.comision + EXCLUDED.comision;
    INSERT INTO ordenes_apellidos (cliente_apellido)
    SELECT DISTINCT cliente_apellido FROM nuevas
    ON CONFLICT DO NOTHING;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE orden_totales_dia t
       SET n = t.n - d.n, ventas = t.ventas - d.ventas, comision = t.comision - d.comision
      FROM (SELECT (fecha AT TIME ZONE 'America/Argentina/Buenos_Aires')::date AS dia,
                   id_seller, estado, count(*) AS n, sum(monto_venta) AS ventas,
                   sum(monto_comision) AS comision
              FROM viejas GROUP BY 1, 2, 3) d
     WHERE t.dia = d.dia AND t.id_seller = d.id_seller AND t.estado = d.estado;
  ELSE
    -- UPDATE: take the changed orders out of their old row and into their new one.
    WITH cambios AS (
      SELECT v.fecha AS v_fecha, v.id_seller AS v_seller, v.estado AS v_estado,
             v.monto_venta AS v_venta, v.monto_comision AS v_comision,
             n.fecha, n.id_seller, n.estado, n.monto_venta, n.monto_comision
        FROM viejas v JOIN nuevas n ON n.id_orden = v.id_orden
       WHERE (v.fecha, v.id_seller, v.estado, v.monto_venta, v.monto_comision)
             IS DISTINCT FROM (n.fecha, n.id_seller, n.estado, n.monto_venta, n.monto_comision)
    ), delta AS (
      SELECT (v_fecha AT TIME ZONE 'America/Argentina/Buenos_Aires')::date AS dia,
             v_seller AS id_seller, v_estado AS estado, -1 AS n, -v_venta AS ventas,
             -v_comision AS comision
        FROM cambios
      UNION ALL
      SELECT (fecha AT TIME ZONE 'America/Argentina/Buenos_Aires')::date, id_seller, estado, 1,
             monto_venta, monto_comision
        FROM cambios
    )
    INSERT INTO orden_totales_dia AS t (dia, id_seller, estado, n, ventas, comision)
    SELECT dia, id_seller, estado, sum(n), sum(ventas), sum(comision)
      FROM delta GROUP BY 1, 2, 3
    ON CONFLICT (dia, id_seller, estado) DO UPDATE
      SET n = t.n + EXCLUDED.n, ventas = t.ventas + EXCLUDED.ventas,
          comision = t.comision + EXCLUDED.comision;
    INSERT INTO ordenes_apellidos (cliente_apellido)
    SELECT DISTINCT n.cliente_apellido
      FROM nuevas n JOIN viejas v ON v.id_orden = n.id_orden
     WHERE n.cliente_apellido IS DISTINCT FROM v.cliente_apellido
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER ordenes_resumen_insert AFTER INSERT ON ordenes
  REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION ordenes_resumen();
CREATE TRIGGER ordenes_resumen_update AFTER UPDATE ON ordenes
  REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas
  FOR EACH STATEMENT EXECUTE FUNCTION ordenes_resumen();
CREATE TRIGGER ordenes_resumen_delete AFTER DELETE ON ordenes
  REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION ordenes_resumen();

-- The orders already there.
INSERT INTO orden_totales_dia (dia, id_seller, estado, n, ventas, comision)
SELECT (fecha AT TIME ZONE 'America/Argentina/Buenos_Aires')::date, id_seller, estado, count(*),
       sum(monto_venta), sum(monto_comision)
  FROM ordenes GROUP BY 1, 2, 3;
INSERT INTO ordenes_apellidos (cliente_apellido) SELECT DISTINCT cliente_apellido FROM ordenes;

-- The surname search reads the orders of the matching surnames from this index alone (totals
-- and the page's keys); the page, newest first, from the date indexes.
CREATE INDEX ordenes_apellido_exacto_idx ON ordenes (cliente_apellido)
  INCLUDE (fecha, id_orden, id_seller, estado, monto_venta, monto_comision);
CREATE INDEX ordenes_fecha_orden_idx ON ordenes (fecha, id_orden);
CREATE INDEX ordenes_seller_fecha_orden_idx ON ordenes (id_seller, fecha, id_orden);
-- Superseded by the two above.
DROP INDEX ordenes_fecha_idx;
DROP INDEX ordenes_seller_fecha_idx;
