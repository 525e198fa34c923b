-- The bulk prices-and-stock update of 10 000 listings (issue 37 point 4) writes 20 000 notifications and, at about
-- five users each, 100 000 delivery rows in one transaction (issue 37 point 4). Each delivery
-- checked its two foreign keys row by row: a lookup and a row lock per row and key, 200 000 of
-- them, most of the update's time on PGlite. The same rules are kept by statement triggers that
-- check and lock all the rows of a statement at once:
--   - a delivery names an existing user and an existing notification (23503 otherwise); both
--     are locked FOR KEY SHARE until the transaction ends, as a foreign key locks them, so
--     neither can be deleted under it;
--   - deleting a user or a notification deletes its deliveries (ON DELETE CASCADE, as before);
--   - the id of a user or a notification that a delivery names is not changed, and neither
--     table is emptied while deliveries name it (NO ACTION, as before).
ALTER TABLE notificacion_destinatarios
  DROP CONSTRAINT notificacion_destinatarios_id_usuario_fkey,
  DROP CONSTRAINT notificacion_destinatarios_id_mensaje_fkey;

-- The users and notifications the new rows name, locked; an error if any is missing. A row
-- deleted by a transaction that commits while this waits for its lock is not counted.
CREATE FUNCTION entregas_referencias() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  pedidos integer;
  hallados integer;
BEGIN
  SELECT count(DISTINCT id_usuario) INTO pedidos FROM nuevas;
  SELECT count(*) INTO hallados FROM (
    SELECT 1 FROM users u
     WHERE u.id_usuario IN (SELECT id_usuario FROM nuevas)
     ORDER BY u.id_usuario FOR KEY SHARE OF u) x;
  IF hallados <> pedidos THEN
    RAISE EXCEPTION 'insert or update on table "notificacion_destinatarios" names a user that does not exist'
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  SELECT count(DISTINCT id_mensaje) INTO pedidos FROM nuevas;
  SELECT count(*) INTO hallados FROM (
    SELECT 1 FROM notificaciones m
     WHERE m.id_mensaje IN (SELECT id_mensaje FROM nuevas)
     ORDER BY m.id_mensaje FOR KEY SHARE OF m) x;
  IF hallados <> pedidos THEN
    RAISE EXCEPTION 'insert or update on table "notificacion_destinatarios" names a notification that does not exist'
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER entregas_referencias_insert AFTER INSERT ON notificacion_destinatarios
  REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION entregas_referencias();
-- Marking read changes leida_en only; a row whose user or notification changes is checked
-- alone (no statement of the product does it).
CREATE FUNCTION entregas_referencias_fila() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM users WHERE id_usuario = NEW.id_usuario FOR KEY SHARE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'insert or update on table "notificacion_destinatarios" names a user that does not exist'
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  PERFORM 1 FROM notificaciones WHERE id_mensaje = NEW.id_mensaje FOR KEY SHARE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'insert or update on table "notificacion_destinatarios" names a notification that does not exist'
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER entregas_referencias_update AFTER UPDATE OF id_usuario, id_mensaje
  ON notificacion_destinatarios FOR EACH ROW
  WHEN (OLD.id_usuario IS DISTINCT FROM NEW.id_usuario OR OLD.id_mensaje IS DISTINCT FROM NEW.id_mensaje)
  EXECUTE FUNCTION entregas_referencias_fila();

-- Deleting users or notifications deletes their deliveries.
CREATE FUNCTION entregas_borrar_de_usuarios() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM notificacion_destinatarios d USING viejas v WHERE d.id_usuario = v.id_usuario;
  RETURN NULL;
END
$$;
CREATE FUNCTION entregas_borrar_de_notificaciones() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM notificacion_destinatarios d USING viejas v WHERE d.id_mensaje = v.id_mensaje;
  RETURN NULL;
END
$$;
CREATE TRIGGER entregas_de_usuarios_borrados AFTER DELETE ON users
  REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION entregas_borrar_de_usuarios();
CREATE TRIGGER entregas_de_notificaciones_borradas AFTER DELETE ON notificaciones
  REFERENCING OLD TABLE AS viejas
  FOR EACH STATEMENT EXECUTE FUNCTION entregas_borrar_de_notificaciones();

-- The id of a user or a notification that deliveries name stays as it is.
CREATE FUNCTION entregas_id_nombrado() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    IF EXISTS (SELECT 1 FROM notificacion_destinatarios WHERE id_usuario = OLD.id_usuario) THEN
      RAISE EXCEPTION 'update on table "users" changes the id of a user that deliveries name'
        USING ERRCODE = 'foreign_key_violation';
    END IF;
  ELSIF EXISTS (SELECT 1 FROM notificacion_destinatarios WHERE id_mensaje = OLD.id_mensaje) THEN
    RAISE EXCEPTION 'update on table "notificaciones" changes the id of a notification that deliveries name'
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER entregas_id_usuario_cambiado AFTER UPDATE OF id_usuario ON users
  FOR EACH ROW WHEN (OLD.id_usuario IS DISTINCT FROM NEW.id_usuario)
  EXECUTE FUNCTION entregas_id_nombrado();
CREATE TRIGGER entregas_id_mensaje_cambiado AFTER UPDATE OF id_mensaje ON notificaciones
  FOR EACH ROW WHEN (OLD.id_mensaje IS DISTINCT FROM NEW.id_mensaje)
  EXECUTE FUNCTION entregas_id_nombrado();

-- Emptying users or notifications while deliveries name them is refused (as TRUNCATE of a
-- table a foreign key names is); emptying them together with the deliveries is not.
CREATE FUNCTION entregas_vaciado() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM notificacion_destinatarios) THEN
    RAISE EXCEPTION 'cannot truncate table "%" while deliveries name it', TG_TABLE_NAME
      USING ERRCODE = 'feature_not_supported';
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER entregas_usuarios_vaciados AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION entregas_vaciado();
CREATE TRIGGER entregas_notificaciones_vaciadas AFTER TRUNCATE ON notificaciones
  FOR EACH STATEMENT EXECUTE FUNCTION entregas_vaciado();

-- A change of stock or price changes no indexed column of a listing: with room left on its
-- page, the new version of the row is written beside the old one and no index is touched (a
-- HOT update). Pages written from now on keep a fifth of their room for that; the 10 000-row
-- update writes its rows in about half the time once they live on such pages.
ALTER TABLE publicaciones SET (fillfactor = 80);
