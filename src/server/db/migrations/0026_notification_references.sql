-- The bulk update of 10 000 listings (issue 37 point 4) writes its 20 000 notifications in two
-- statements, and each notification checked its foreign keys (its seller, and its listing or
-- order) row by row: a lookup and a row lock per row and key, about a quarter of the update's
-- time on PGlite. As migration 0025 did for the deliveries, the same rules are kept by triggers
-- that check and lock all the rows of a statement at once:
--   - a notification names an existing seller, and an existing listing or order where it names
--     one (23503 otherwise); they are locked FOR KEY SHARE until the transaction ends, as a
--     foreign key locks them, so none can be deleted under it;
--   - a seller, listing or order that notifications name is not deleted, its id is not
--     changed, and its table is not emptied (NO ACTION, as before).
-- The checks are written once, for any table whose columns name another table's key of the
-- same name, and 0025's check of the deliveries uses them too.
ALTER TABLE notificaciones
  DROP CONSTRAINT notificaciones_id_seller_fkey,
  DROP CONSTRAINT notificaciones_id_publicacion_fkey,
  DROP CONSTRAINT notificaciones_id_orden_fkey;

-- AFTER INSERT, FOR EACH STATEMENT, REFERENCING NEW TABLE AS nuevas; its arguments are pairs
-- (column, table whose key of that name it names). The rows named are locked; an error if any
-- is missing (a NULL names nothing). A row deleted by a transaction that commits while this
-- waits for its lock is not counted.
CREATE FUNCTION referencias_de_nuevas() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  i integer := 0;
  columna text;
  tabla text;
  pedidos integer;
  hallados integer;
BEGIN
  WHILE i < TG_NARGS LOOP
    columna := TG_ARGV[i];
    tabla := TG_ARGV[i + 1];
    EXECUTE format('SELECT count(DISTINCT %I) FROM nuevas', columna) INTO pedidos;
    EXECUTE format(
      'SELECT count(*) FROM (SELECT 1 FROM %1$I r WHERE r.%2$I IN (SELECT %2$I FROM nuevas)
        ORDER BY r.%2$I FOR KEY SHARE OF r) x', tabla, columna) INTO hallados;
    IF hallados <> pedidos THEN
      RAISE EXCEPTION 'insert or update on table "%" names a row of "%" that does not exist (%)',
        TG_TABLE_NAME, tabla, columna
        USING ERRCODE = 'foreign_key_violation';
    END IF;
    i := i + 2;
  END LOOP;
  RETURN NULL;
END
$$;

-- The same for one row whose named columns change (FOR EACH ROW, AFTER UPDATE OF them): no
-- statement of the product does it, so it is checked alone.
CREATE FUNCTION referencias_de_fila() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  i integer := 0;
  columna text;
  tabla text;
  valor text;
  hallados integer;
BEGIN
  WHILE i < TG_NARGS LOOP
    columna := TG_ARGV[i];
    tabla := TG_ARGV[i + 1];
    valor := to_jsonb(NEW) ->> columna;
    IF valor IS NOT NULL THEN
      EXECUTE format('SELECT 1 FROM %I WHERE %I = $1::integer FOR KEY SHARE', tabla, columna)
        USING valor;
      GET DIAGNOSTICS hallados = ROW_COUNT;
      IF hallados = 0 THEN
        RAISE EXCEPTION 'insert or update on table "%" names a row of "%" that does not exist (%)',
          TG_TABLE_NAME, tabla, columna
          USING ERRCODE = 'foreign_key_violation';
      END IF;
    END IF;
    i := i + 2;
  END LOOP;
  RETURN NULL;
END
$$;

-- AFTER DELETE, FOR EACH STATEMENT, REFERENCING OLD TABLE AS viejas, on the table named; its
-- arguments: the naming table and its column. Refused while a row names a deleted one.
CREATE FUNCTION referencias_borradas() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  nombrada boolean;
BEGIN
  EXECUTE format('SELECT EXISTS (SELECT 1 FROM %1$I n JOIN viejas v ON n.%2$I = v.%2$I)',
    TG_ARGV[0], TG_ARGV[1]) INTO nombrada;
  IF nombrada THEN
    RAISE EXCEPTION 'update or delete on table "%" removes a row that "%" names (%)',
      TG_TABLE_NAME, TG_ARGV[0], TG_ARGV[1]
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NULL;
END
$$;

-- FOR EACH ROW, AFTER UPDATE OF the key: refused while a row of the naming table names it.
CREATE FUNCTION referencias_id_cambiado() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  nombrada boolean;
BEGIN
  EXECUTE format('SELECT EXISTS (SELECT 1 FROM %I WHERE %I = $1::integer)', TG_ARGV[0], TG_ARGV[1])
    INTO nombrada USING to_jsonb(OLD) ->> TG_ARGV[1];
  IF nombrada THEN
    RAISE EXCEPTION 'update on table "%" changes the id of a row that "%" names (%)',
      TG_TABLE_NAME, TG_ARGV[0], TG_ARGV[1]
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NULL;
END
$$;

-- AFTER TRUNCATE: refused while the naming table has rows (emptying both together is not).
CREATE FUNCTION referencias_vaciado() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  nombrada boolean;
BEGIN
  EXECUTE format('SELECT EXISTS (SELECT 1 FROM %I)', TG_ARGV[0]) INTO nombrada;
  IF nombrada THEN
    RAISE EXCEPTION 'cannot truncate table "%" while "%" names it', TG_TABLE_NAME, TG_ARGV[0]
      USING ERRCODE = 'feature_not_supported';
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER notificaciones_referencias_insert AFTER INSERT ON notificaciones
  REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT
  EXECUTE FUNCTION referencias_de_nuevas('id_seller', 'sellers', 'id_publicacion',
                                         'publicaciones', 'id_orden', 'ordenes');
CREATE TRIGGER notificaciones_referencias_update
  AFTER UPDATE OF id_seller, id_publicacion, id_orden ON notificaciones FOR EACH ROW
  WHEN (OLD.id_seller IS DISTINCT FROM NEW.id_seller
        OR OLD.id_publicacion IS DISTINCT FROM NEW.id_publicacion
        OR OLD.id_orden IS DISTINCT FROM NEW.id_orden)
  EXECUTE FUNCTION referencias_de_fila('id_seller', 'sellers', 'id_publicacion',
                                       'publicaciones', 'id_orden', 'ordenes');

CREATE TRIGGER notificaciones_de_sellers_borrados AFTER DELETE ON sellers
  REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT
  EXECUTE FUNCTION referencias_borradas('notificaciones', 'id_seller');
CREATE TRIGGER notificaciones_de_publicaciones_borradas AFTER DELETE ON publicaciones
  REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT
  EXECUTE FUNCTION referencias_borradas('notificaciones', 'id_publicacion');
CREATE TRIGGER notificaciones_de_ordenes_borradas AFTER DELETE ON ordenes
  REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT
  EXECUTE FUNCTION referencias_borradas('notificaciones', 'id_orden');

CREATE TRIGGER notificaciones_id_seller_cambiado AFTER UPDATE OF id_seller ON sellers
  FOR EACH ROW WHEN (OLD.id_seller IS DISTINCT FROM NEW.id_seller)
  EXECUTE FUNCTION referencias_id_cambiado('notificaciones', 'id_seller');
CREATE TRIGGER notificaciones_id_publicacion_cambiado AFTER UPDATE OF id_publicacion
  ON publicaciones FOR EACH ROW WHEN (OLD.id_publicacion IS DISTINCT FROM NEW.id_publicacion)
  EXECUTE FUNCTION referencias_id_cambiado('notificaciones', 'id_publicacion');
CREATE TRIGGER notificaciones_id_orden_cambiado AFTER UPDATE OF id_orden ON ordenes
  FOR EACH ROW WHEN (OLD.id_orden IS DISTINCT FROM NEW.id_orden)
  EXECUTE FUNCTION referencias_id_cambiado('notificaciones', 'id_orden');

CREATE TRIGGER notificaciones_sellers_vaciados AFTER TRUNCATE ON sellers
  FOR EACH STATEMENT EXECUTE FUNCTION referencias_vaciado('notificaciones');
CREATE TRIGGER notificaciones_publicaciones_vaciadas AFTER TRUNCATE ON publicaciones
  FOR EACH STATEMENT EXECUTE FUNCTION referencias_vaciado('notificaciones');
CREATE TRIGGER notificaciones_ordenes_vaciadas AFTER TRUNCATE ON ordenes
  FOR EACH STATEMENT EXECUTE FUNCTION referencias_vaciado('notificaciones');

-- 0025's check of the deliveries' users and notifications, now the shared one.
DROP TRIGGER entregas_referencias_insert ON notificacion_destinatarios;
DROP FUNCTION entregas_referencias();
CREATE TRIGGER entregas_referencias_insert AFTER INSERT ON notificacion_destinatarios
  REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT
  EXECUTE FUNCTION referencias_de_nuevas('id_usuario', 'users', 'id_mensaje', 'notificaciones');
