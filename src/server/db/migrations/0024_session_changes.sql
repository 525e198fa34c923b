-- Every API process keeps the sessions it has looked up in memory (src/server/shared/sessions.ts),
-- so that a call costs no database round trip to find its session. What may end a session or
-- change what it may do is announced here, from the writing transaction itself, on the channel
-- 'sesiones': NOTIFY is delivered when that transaction commits (and never if it rolls back), to
-- every process listening, which then forgets what it kept. Done by triggers, so that no write
-- (a handler's, a job's, a script's or a person's at psql) can leave a process with a stale
-- session.
--   s<id>  a session changed or was deleted (revoked, its expiry moved)
--   u<id>  a user's row changed in what a session reads (active, seller, hidden menu items) or
--          was deleted
--   *      the table was emptied: forget everything
CREATE OR REPLACE FUNCTION sesiones_avisar_sesion() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sesiones', 's' || OLD.id::text);
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION sesiones_avisar_usuario() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sesiones', 'u' || OLD.id_usuario::text);
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION sesiones_avisar_todo() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sesiones', '*');
  RETURN NULL;
END $$;

CREATE TRIGGER sesiones_cambio AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION sesiones_avisar_sesion();
CREATE TRIGGER sesiones_vaciado AFTER TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION sesiones_avisar_todo();
-- A login writes fecha_ultimo_login on every user row it opens: only what a session reads counts.
CREATE TRIGGER sesiones_usuario_cambio AFTER UPDATE ON users
  FOR EACH ROW WHEN (
    OLD.activo IS DISTINCT FROM NEW.activo
    OR OLD.id_seller IS DISTINCT FROM NEW.id_seller
    OR OLD.perfil IS DISTINCT FROM NEW.perfil
    OR OLD.id_usuario IS DISTINCT FROM NEW.id_usuario
  ) EXECUTE FUNCTION sesiones_avisar_usuario();
CREATE TRIGGER sesiones_usuario_baja AFTER DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION sesiones_avisar_usuario();
CREATE TRIGGER sesiones_usuarios_vaciado AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION sesiones_avisar_todo();
