-- The stock (1) and price (2) notifications of a bulk change (a file of 10 000 rows, or the
-- bulk call by id) are written after the change has committed, not inside it (issue 37 point
-- 4: a 10 000-row change writes 20 000 notifications and 100 000 deliveries, more than half
-- of the time the person waited for "applied"). The change's own transaction keeps, per
-- notification type, one row here with what each listing changed from and to, and when: the
-- change and the row that will notify it commit together, or neither does. Any process then
-- takes a row (FOR UPDATE SKIP LOCKED: two never take the same one), writes its notifications
-- with the change's time, and deletes the row, in one transaction
-- (src/server/shared/notify.ts `deliverQueuedNotifications`): each change is notified once.
-- Every statement that queues announces it on the channel 'notificaciones_en_cola', heard by
-- every process once the change has committed, so the notifications follow at once; the
-- notifications area also looks every few seconds (a process that stopped halfway).
CREATE TABLE notificaciones_en_cola (
  id_cola serial PRIMARY KEY,
  id_tipo_notificacion smallint NOT NULL CHECK (id_tipo_notificacion IN (1, 2)),
  -- The listings changed, in the order of the change, each with its value before and after:
  -- units for stock, the decimal price for price (as notificaciones.cambio and .actual).
  id_publicaciones integer[] NOT NULL,
  cambios numeric[] NOT NULL,
  actuales numeric[] NOT NULL,
  fecha timestamptz NOT NULL DEFAULT now(),
  CHECK (cardinality(id_publicaciones) = cardinality(cambios)
         AND cardinality(cambios) = cardinality(actuales))
);

CREATE FUNCTION notificaciones_en_cola_avisar() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('notificaciones_en_cola', '');
  RETURN NULL;
END $$;

CREATE TRIGGER notificaciones_en_cola_alta AFTER INSERT ON notificaciones_en_cola
  FOR EACH STATEMENT EXECUTE FUNCTION notificaciones_en_cola_avisar();
