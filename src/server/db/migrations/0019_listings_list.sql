-- The listings list at 100 000 listings (000 §2.6, scripts/bench/listings-list.ts), made the way
-- the orders list was (0005): the screen opens on the live listings of the last 14 days with
-- the scope's counters, which would otherwise count every listing on each call, and searches
-- a SKU anywhere in it, which no b-tree index answers. Two tables kept by triggers answer both,
-- with the same results as reading the listings (src/server/listings/list-query.ts).

-- How many listings there are per market day of publication (America/Argentina/Buenos_Aires,
-- 000 §2.4), seller and estado, and how many of them have stock: the count of a filter made of
-- seller, estado, dates and stock only, and the counters of a scope (total, en revisión,
-- activos, con stock no publicados), are sums over these rows.
CREATE TABLE publicacion_totales_dia (
  dia date NOT NULL,
  id_seller integer NOT NULL,
  estado smallint NOT NULL,
  n integer NOT NULL,
  con_stock integer NOT NULL,
  PRIMARY KEY (dia, id_seller, estado)
);

-- The same counts per seller and estado, whatever the day: the counters of a scope are a sum
-- over at most five rows per seller.
CREATE TABLE publicacion_totales (
  id_seller integer NOT NULL,
  estado smallint NOT NULL,
  n integer NOT NULL,
  con_stock integer NOT NULL,
  PRIMARY KEY (id_seller, estado)
);

-- The SKUs of every listing folded as fold() of src/server/db/text-search.ts folds them (lower
-- case, without accents), and their trigrams ('s' + three characters of the SKU seller, 'm' +
-- three of the SKU market): a search for a text of three characters or more reads, from the
-- GIN index, only the listings whose SKU holds every trigram of the text, then compares the
-- folded SKU of those few. GIN over text[] is core PostgreSQL, so PGlite has it too (pg_trgm
-- is an extension). Kept apart from publicaciones so that a change of stock or price, the
-- common write, never touches them.
CREATE TABLE publicacion_skus (
  id_publicacion integer PRIMARY KEY,
  -- The listing's seller and estado, so that a SKU search within a scope and an estado reads
  -- this table alone.
  id_seller integer NOT NULL,
  estado smallint NOT NULL,
  sku_seller text,
  sku_market text,
  trigramas text[] NOT NULL
);
CREATE INDEX publicacion_skus_trigramas_idx ON publicacion_skus USING gin (trigramas);

-- The trigrams of `texto`, each after `prefijo`. The list computes those of the searched text
-- with this same function, so both sides cut the text alike.
CREATE FUNCTION sku_trigramas(prefijo text, texto text) RETURNS text[]
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  r text[] := '{}';
BEGIN
  IF texto IS NULL THEN
    RETURN r;
  END IF;
  FOR i IN 1 .. length(texto) - 2 LOOP
    r := r || (prefijo || substr(texto, i, 3));
  END LOOP;
  RETURN r;
END
$$;

CREATE FUNCTION sku_plegado(sku text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT translate(lower(sku), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ',
                   'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc')
$$;

-- Statement triggers with transition tables, in the transaction of the write: one set-based
-- write per statement (bulk creations and updates stay fast), and a write that fails leaves
-- neither the listings nor their counts changed. An UPDATE that leaves seller, date, estado,
-- whether there is stock and the SKUs alone writes nothing. Rows are upserted in key order so
-- that two statements never take each other's rows in opposite orders.
CREATE FUNCTION publicaciones_resumen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    WITH delta AS (
      SELECT (fecha_publicacion AT TIME ZONE 'America/Argentina/Buenos_Aires')::date AS dia,
             id_seller, estado, 1 AS n, (stock > 0)::int AS con_stock
        FROM nuevas
    ), por_dia AS (
      INSERT INTO publicacion_totales_dia AS t (dia, id_seller, estado, n, con_stock)
      SELECT dia, id_seller, estado, sum(n), sum(con_stock)
        FROM delta GROUP BY 1, 2, 3 HAVING sum(n) <> 0 OR sum(con_stock) <> 0 ORDER BY 1, 2, 3
      ON CONFLICT (dia, id_seller, estado) DO UPDATE
        SET n = t.n + EXCLUDED.n, con_stock = t.con_stock + EXCLUDED.con_stock
    )
    INSERT INTO publicacion_totales AS t (id_seller, estado, n, con_stock)
    SELECT id_seller, estado, sum(n), sum(con_stock)
      FROM delta GROUP BY 1, 2 HAVING sum(n) <> 0 OR sum(con_stock) <> 0 ORDER BY 1, 2
    ON CONFLICT (id_seller, estado) DO UPDATE
      SET n = t.n + EXCLUDED.n, con_stock = t.con_stock + EXCLUDED.con_stock;
    INSERT INTO publicacion_skus (id_publicacion, id_seller, estado, sku_seller, sku_market,
                                  trigramas)
    SELECT n.id_publicacion, n.id_seller, n.estado, s.seller, s.market,
           sku_trigramas('s', s.seller) || sku_trigramas('m', s.market)
      FROM nuevas n
     CROSS JOIN LATERAL (SELECT sku_plegado(n.sku_seller) AS seller,
                                sku_plegado(n.sku_market) AS market) s
     ORDER BY n.id_publicacion;
  ELSIF TG_OP = 'DELETE' THEN
    WITH delta AS (
      SELECT (fecha_publicacion AT TIME ZONE 'America/Argentina/Buenos_Aires')::date AS dia,
             id_seller, estado, -1 AS n, -(stock > 0)::int AS con_stock
        FROM viejas
    ), por_dia AS (
      INSERT INTO publicacion_totales_dia AS t (dia, id_seller, estado, n, con_stock)
      SELECT dia, id_seller, estado, sum(n), sum(con_stock)
        FROM delta GROUP BY 1, 2, 3 HAVING sum(n) <> 0 OR sum(con_stock) <> 0 ORDER BY 1, 2, 3
      ON CONFLICT (dia, id_seller, estado) DO UPDATE
        SET n = t.n + EXCLUDED.n, con_stock = t.con_stock + EXCLUDED.con_stock
    )
    INSERT INTO publicacion_totales AS t (id_seller, estado, n, con_stock)
    SELECT id_seller, estado, sum(n), sum(con_stock)
      FROM delta GROUP BY 1, 2 HAVING sum(n) <> 0 OR sum(con_stock) <> 0 ORDER BY 1, 2
    ON CONFLICT (id_seller, estado) DO UPDATE
      SET n = t.n + EXCLUDED.n, con_stock = t.con_stock + EXCLUDED.con_stock;
    DELETE FROM publicacion_skus k USING viejas v WHERE k.id_publicacion = v.id_publicacion;
  ELSE
    -- UPDATE: the changed listings leave their old rows and join their new ones. The old and
    -- new rows are paired once, and only those whose counts or SKUs change are kept (a change
    -- of price, or of stock that leaves some stock, keeps none).
    WITH cambios AS (
      SELECT n.id_publicacion,
             (v.fecha_publicacion, v.id_seller, v.estado, v.stock > 0)
               IS DISTINCT FROM (n.fecha_publicacion, n.id_seller, n.estado, n.stock > 0)
               AS cuenta,
             (v.id_seller, v.estado, v.sku_seller, v.sku_market)
               IS DISTINCT FROM (n.id_seller, n.estado, n.sku_seller, n.sku_market) AS skus,
             (v.fecha_publicacion AT TIME ZONE 'America/Argentina/Buenos_Aires')::date AS v_dia,
             v.id_seller AS v_seller, v.estado AS v_estado, (v.stock > 0)::int AS v_con_stock,
             (n.fecha_publicacion AT TIME ZONE 'America/Argentina/Buenos_Aires')::date AS dia,
             n.id_seller, n.estado, (n.stock > 0)::int AS con_stock, n.sku_seller, n.sku_market
        FROM viejas v JOIN nuevas n ON n.id_publicacion = v.id_publicacion
       WHERE (v.fecha_publicacion, v.id_seller, v.estado, v.stock > 0, v.sku_seller,
              v.sku_market)
             IS DISTINCT FROM (n.fecha_publicacion, n.id_seller, n.estado, n.stock > 0,
                               n.sku_seller, n.sku_market)
    ), delta AS (
      SELECT v_dia AS dia, v_seller AS id_seller, v_estado AS estado, -1 AS n,
             -v_con_stock AS con_stock
        FROM cambios WHERE cuenta
      UNION ALL
      SELECT dia, id_seller, estado, 1, con_stock FROM cambios WHERE cuenta
    ), por_dia AS (
      INSERT INTO publicacion_totales_dia AS t (dia, id_seller, estado, n, con_stock)
      SELECT dia, id_seller, estado, sum(n), sum(con_stock)
        FROM delta GROUP BY 1, 2, 3 HAVING sum(n) <> 0 OR sum(con_stock) <> 0 ORDER BY 1, 2, 3
      ON CONFLICT (dia, id_seller, estado) DO UPDATE
        SET n = t.n + EXCLUDED.n, con_stock = t.con_stock + EXCLUDED.con_stock
    ), por_seller AS (
      INSERT INTO publicacion_totales AS t (id_seller, estado, n, con_stock)
      SELECT id_seller, estado, sum(n), sum(con_stock)
        FROM delta GROUP BY 1, 2 HAVING sum(n) <> 0 OR sum(con_stock) <> 0 ORDER BY 1, 2
      ON CONFLICT (id_seller, estado) DO UPDATE
        SET n = t.n + EXCLUDED.n, con_stock = t.con_stock + EXCLUDED.con_stock
    )
    INSERT INTO publicacion_skus AS k (id_publicacion, id_seller, estado, sku_seller, sku_market,
                                       trigramas)
    SELECT c.id_publicacion, c.id_seller, c.estado, s.seller, s.market,
           sku_trigramas('s', s.seller) || sku_trigramas('m', s.market)
      FROM cambios c
     CROSS JOIN LATERAL (SELECT sku_plegado(c.sku_seller) AS seller,
                                sku_plegado(c.sku_market) AS market) s
     WHERE c.skus
     ORDER BY c.id_publicacion
    ON CONFLICT (id_publicacion) DO UPDATE
      SET id_seller = EXCLUDED.id_seller, estado = EXCLUDED.estado,
          sku_seller = EXCLUDED.sku_seller, sku_market = EXCLUDED.sku_market,
          trigramas = EXCLUDED.trigramas;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER publicaciones_resumen_insert AFTER INSERT ON publicaciones
  REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION publicaciones_resumen();
CREATE TRIGGER publicaciones_resumen_update AFTER UPDATE ON publicaciones
  REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas
  FOR EACH STATEMENT EXECUTE FUNCTION publicaciones_resumen();
CREATE TRIGGER publicaciones_resumen_delete AFTER DELETE ON publicaciones
  REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION publicaciones_resumen();

-- The listings already there.
INSERT INTO publicacion_totales_dia (dia, id_seller, estado, n, con_stock)
SELECT (fecha_publicacion AT TIME ZONE 'America/Argentina/Buenos_Aires')::date, id_seller,
       estado, count(*), count(*) FILTER (WHERE stock > 0)
  FROM publicaciones GROUP BY 1, 2, 3;
INSERT INTO publicacion_totales (id_seller, estado, n, con_stock)
SELECT id_seller, estado, count(*), count(*) FILTER (WHERE stock > 0)
  FROM publicaciones GROUP BY 1, 2;
INSERT INTO publicacion_skus (id_publicacion, id_seller, estado, sku_seller, sku_market, trigramas)
SELECT n.id_publicacion, n.id_seller, n.estado, s.seller, s.market,
       sku_trigramas('s', s.seller) || sku_trigramas('m', s.market)
  FROM publicaciones n
 CROSS JOIN LATERAL (SELECT sku_plegado(n.sku_seller) AS seller,
                            sku_plegado(n.sku_market) AS market) s;

-- The page picks its 10 keys by idPublicacion among the listings of a seller and estado in a
-- date range (the seller's screen, the staff's filter of one seller) from this index.
CREATE INDEX publicaciones_seller_estado_fecha_idx
  ON publicaciones (id_seller, estado, fecha_publicacion);
-- Superseded by the one above (same leading columns).
DROP INDEX publicaciones_seller_estado_idx;
