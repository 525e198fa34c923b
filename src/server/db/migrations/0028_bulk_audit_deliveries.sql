-- The bulk update of 10 000 listings (issue 37 point 4) writes its 10 000 audit rows in one
-- statement, and each row checked its foreign key to users (the user who made the change, the
-- same for every row) one by one: a lookup and a row lock per row, about half of that
-- statement's time on PGlite (EXPLAIN ANALYZE: 265 of 578 ms). As migration 0026 did for the
-- notifications, the same rule is kept by 0026's triggers, which check and lock all the rows of
-- a statement at once:
--   - an audit row names an existing user where it names one (23503 otherwise); the user is
--     locked FOR KEY SHARE until the transaction ends, as the foreign key locked it;
--   - a user that audit rows name is not deleted, its id is not changed, and the users table is
--     not emptied while audit has rows (NO ACTION, as before).
ALTER TABLE audit DROP CONSTRAINT audit_id_usuario_fkey;

CREATE TRIGGER audit_referencias_insert AFTER INSERT ON audit
  REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT
  EXECUTE FUNCTION referencias_de_nuevas('id_usuario', 'users');
CREATE TRIGGER audit_referencias_update AFTER UPDATE OF id_usuario ON audit FOR EACH ROW
  WHEN (OLD.id_usuario IS DISTINCT FROM NEW.id_usuario)
  EXECUTE FUNCTION referencias_de_fila('id_usuario', 'users');

CREATE TRIGGER audit_de_users_borrados AFTER DELETE ON users
  REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT
  EXECUTE FUNCTION referencias_borradas('audit', 'id_usuario');
CREATE TRIGGER audit_id_usuario_cambiado AFTER UPDATE OF id_usuario ON users
  FOR EACH ROW WHEN (OLD.id_usuario IS DISTINCT FROM NEW.id_usuario)
  EXECUTE FUNCTION referencias_id_cambiado('audit', 'id_usuario');
CREATE TRIGGER audit_users_vaciados AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION referencias_vaciado('audit');

-- The same update writes 50 000 delivery rows (10 000 notifications of each type, five users each
-- in the demo), and each kept three indexes up to date. The one on id_mensaje alone cost about
-- 250 of some 750 ms of each 50 000-row insert on PGlite. No call of the product looks
-- deliveries up by notification alone: the bell and its tabs read a user's (the partial index
-- of unread ones), marking read and checking what was delivered name the user and the
-- notifications (the primary key, id_usuario first), and creating one counts its deliveries in
-- the creating statement (src/server/shared/notify.ts). What did use it are 0025's triggers for
-- statements the product never runs (a person's at psql): deleting notifications deletes their
-- deliveries with one read of the table per statement, and changing a notification's id reads
-- it once per row changed.
DROP INDEX notificacion_destinatarios_mensaje_idx;
