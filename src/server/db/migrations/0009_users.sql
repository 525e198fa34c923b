-- Issue 17 (001 §2.4, §3 User): the users area.
-- The read-only TOKEN field of the edit screen: the user's integration token, when it has one.
ALTER TABLE users ADD COLUMN token text;
-- soloLectura is the read-only type (6): one fact, so the column is derived from the type.
ALTER TABLE users DROP COLUMN solo_lectura;
ALTER TABLE users ADD COLUMN solo_lectura boolean GENERATED ALWAYS AS (tipo_usuario = 6) STORED;
-- The list (/Usuarios) pages by user name, a seller admin's within its seller.
CREATE INDEX users_seller_nombre_idx ON users (id_seller, lower(nombre_usuario));
