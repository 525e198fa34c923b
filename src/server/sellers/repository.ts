// The sellers' table as the sellers area reads it (000 §3 Seller).
import type { Queryable } from '../db/db.ts';
import { fold, likePattern } from '../db/text-search.ts';

export interface SellerRow {
  id_seller: number;
  razon_social: string;
  nombre_tienda: string | null;
  cuit: string | null;
  email: string | null;
  estado: 1 | 2 | 3;
  tienda_activa: boolean;
}

const COLUMNS = `id_seller, razon_social, nombre_tienda, cuit, email, estado, tienda_activa`;

/** Deleted sellers (DELETE /api/Seller) leave every list and search. */
const LIVE = 'NOT eliminado';

export interface SellerSearch {
  /** One seller only (a seller's own), or null for all. */
  idSeller: number | null;
  /** Text the company or store name contains, accents and case aside ('' for any). */
  descripcion: string;
  size: number;
  page: number;
}

/** One page of the sellers a search finds, by company name, and how many it finds in all. */
export async function searchSellers(
  q: Queryable,
  search: SellerSearch,
): Promise<{ rows: SellerRow[]; total: number }> {
  const where = `${LIVE} AND ($1::int IS NULL OR id_seller = $1)
     AND ($2 = '%%' OR ${fold('razon_social')} LIKE $2 OR ${fold("coalesce(nombre_tienda, '')")} LIKE $2)`;
  const params = [search.idSeller, likePattern(search.descripcion)];
  const [count] = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM sellers WHERE ${where}`,
    params,
  );
  const rows = await q.query<SellerRow>(
    `SELECT ${COLUMNS} FROM sellers WHERE ${where}
      ORDER BY lower(razon_social), id_seller
      LIMIT $3 OFFSET $4`,
    [...params, search.size, (search.page - 1) * search.size],
  );
  return { rows, total: count?.n ?? 0 };
}

export async function loadSeller(q: Queryable, idSeller: number): Promise<SellerRow | undefined> {
  const [row] = await q.query<SellerRow>(
    `SELECT ${COLUMNS} FROM sellers WHERE id_seller = $1 AND ${LIVE}`,
    [idSeller],
  );
  return row;
}

// ---- The sellers area (001 §2.3, §3, §7): list, detail, create, edit, status, delete. ----

export interface SellerListRow {
  id_seller: number;
  razon_social: string;
  cuit: string | null;
  email: string | null;
  telefono: string | null;
  domicilio: string | null;
  numero_domicilio: number | null;
  localidad: string | null;
  provincia: string | null;
  estado: 1 | 2 | 3;
}

/** One page of /Sellers filtered by business name (accents and case aside). */
export async function listSellers(
  q: Queryable,
  f: { razonSocial: string; size: number; page: number },
): Promise<{ rows: SellerListRow[]; total: number }> {
  const where = `${LIVE} AND ($1 = '%%' OR ${fold('razon_social')} LIKE $1)`;
  const params = [likePattern(f.razonSocial)];
  const [count] = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM sellers WHERE ${where}`,
    params,
  );
  const rows = await q.query<SellerListRow>(
    `SELECT id_seller, razon_social, cuit, email, telefono, domicilio, numero_domicilio,
            localidad, provincia, estado
       FROM sellers WHERE ${where}
      ORDER BY lower(razon_social), id_seller
      LIMIT $2 OFFSET $3`,
    [...params, f.size, (f.page - 1) * f.size],
  );
  return { rows, total: count?.n ?? 0 };
}

export interface SellerDetailRow {
  id_seller: number;
  codigo: string | null;
  razon_social: string;
  email: string | null;
  email_despacho: string | null;
  cuit: string | null;
  id_integrador: number;
  nombre_tienda: string | null;
  estado: 1 | 2 | 3;
  tienda_activa: boolean;
  emision_factura_a: boolean;
  id_situacion_iva: number | null;
  url_logo: string | null;
  internacional: boolean;
  envio_propio: boolean;
  domicilio: string | null;
  numero_domicilio: number | null;
  codigo_postal: number | null;
  localidad: string | null;
  provincia: string | null;
  telefono: string | null;
  id_tipo_facturacion: number | null;
  url_push_ordenes: string | null;
  sufijo: string | null;
  id_empresa_enviopack: number | null;
  modalidad_epk: string | null;
  dias_corte: number | null;
  dias_plazo_pago: number | null;
  slug_tienda: string | null;
}

const DETAIL = `id_seller, codigo, razon_social, email, email_despacho, cuit, id_integrador,
  nombre_tienda, estado, tienda_activa, emision_factura_a, id_situacion_iva, url_logo,
  internacional, envio_propio, domicilio, numero_domicilio, codigo_postal, localidad, provincia,
  telefono, id_tipo_facturacion, url_push_ordenes, sufijo, id_empresa_enviopack, modalidad_epk,
  dias_corte, dias_plazo_pago, slug_tienda`;

/** The live seller, locked for the caller's transaction when `lock`. */
export async function loadSellerDetail(
  q: Queryable,
  idSeller: number,
  lock = false,
): Promise<SellerDetailRow | undefined> {
  const [row] = await q.query<SellerDetailRow>(
    `SELECT ${DETAIL} FROM sellers WHERE id_seller = $1 AND ${LIVE}${lock ? ' FOR UPDATE' : ''}`,
    [idSeller],
  );
  return row;
}

/** The next `size` live sellers after `afterId`, by id (the sellers export, issue 21). */
export function sellersAfter(
  q: Queryable,
  afterId: number,
  size: number,
): Promise<SellerDetailRow[]> {
  return q.query<SellerDetailRow>(
    `SELECT ${DETAIL} FROM sellers WHERE ${LIVE} AND id_seller > $1 ORDER BY id_seller LIMIT $2`,
    [afterId, size],
  );
}

export interface BannerRow {
  id: number;
  id_seller: number;
  descripcion: string;
  cdn_url: string;
  eliminado: boolean;
}

export async function sellerBanners(q: Queryable, idSeller: number): Promise<BannerRow[]> {
  return q.query<BannerRow>(
    `SELECT id, id_seller, descripcion, cdn_url, eliminado FROM seller_banners
      WHERE id_seller = $1 AND NOT eliminado ORDER BY id`,
    [idSeller],
  );
}

export async function sellerTypeIds(q: Queryable, idSeller: number): Promise<number[]> {
  const rows = await q.query<{ id: number }>(
    `SELECT id_tipo_publicacion AS id FROM seller_tipos_publicacion WHERE id_seller = $1 ORDER BY 1`,
    [idSeller],
  );
  return rows.map((r) => r.id);
}

export interface SellerUserRow {
  id_usuario: number;
  nombre_usuario: string;
  email: string;
  tipo_usuario: number;
  activo: boolean;
}

export async function sellerUsers(q: Queryable, idSeller: number): Promise<SellerUserRow[]> {
  return q.query<SellerUserRow>(
    `SELECT id_usuario, nombre_usuario, email, tipo_usuario, activo FROM users
      WHERE id_seller = $1 AND tipo_usuario IN (3, 4) ORDER BY tipo_usuario, id_usuario`,
    [idSeller],
  );
}

/** A user's seller and integration token (GET /api/Seller/TokenUsuario). */
export async function userToken(
  q: Queryable,
  idUsuario: number,
): Promise<{ id_seller: number | null; token: string | null } | undefined> {
  const rows = await q.query<{ id_seller: number | null; token: string | null }>(
    'SELECT id_seller, token FROM users WHERE id_usuario = $1',
    [idUsuario],
  );
  return rows[0];
}

/** The columns a save writes, in the order of `sellerValues`. */
const WRITTEN = [
  'razon_social',
  'cuit',
  'email',
  'email_despacho',
  'id_integrador',
  'nombre_tienda',
  'tienda_activa',
  'emision_factura_a',
  'url_logo',
  'internacional',
  'envio_propio',
  'domicilio',
  'numero_domicilio',
  'codigo_postal',
  'localidad',
  'provincia',
  'telefono',
  'id_tipo_facturacion',
  'url_push_ordenes',
  'sufijo',
  'id_empresa_enviopack',
  'modalidad_epk',
  'dias_corte',
  'dias_plazo_pago',
  'slug_tienda',
] as const;

export type SellerWrite = Pick<SellerDetailRow, (typeof WRITTEN)[number]>;

const valuesOf = (w: SellerWrite) => WRITTEN.map((c) => w[c]);

/** A new seller, inactivo (001 §4); returns its id. */
export async function insertSeller(q: Queryable, w: SellerWrite): Promise<number> {
  const [row] = await q.query<{ id_seller: number }>(
    `INSERT INTO sellers (${WRITTEN.join(', ')}, estado)
     VALUES (${WRITTEN.map((_, i) => `$${String(i + 1)}`).join(', ')}, 2)
     RETURNING id_seller`,
    valuesOf(w),
  );
  if (!row) throw new Error('INSERT sellers sin fila');
  await q.query('UPDATE sellers SET codigo = id_seller::text WHERE id_seller = $1', [
    row.id_seller,
  ]);
  return row.id_seller;
}

export async function updateSeller(q: Queryable, idSeller: number, w: SellerWrite): Promise<void> {
  await q.query(
    `UPDATE sellers SET ${WRITTEN.map((c, i) => `${c} = $${String(i + 2)}`).join(', ')}
      WHERE id_seller = $1`,
    [idSeller, ...valuesOf(w)],
  );
}

export async function setSellerEstado(
  q: Queryable,
  idSeller: number,
  estado: number,
): Promise<void> {
  await q.query('UPDATE sellers SET estado = $2 WHERE id_seller = $1', [idSeller, estado]);
}

/** DELETE /api/Seller: the seller is kept but hidden, and its users may no longer log in. */
export async function markSellerDeleted(q: Queryable, idSeller: number): Promise<void> {
  await q.query(
    'UPDATE sellers SET eliminado = true, fecha_baja = now(), tienda_activa = false WHERE id_seller = $1',
    [idSeller],
  );
  await q.query('UPDATE users SET activo = false WHERE id_seller = $1', [idSeller]);
  await q.query(
    `UPDATE sessions SET revoked_at = now()
      WHERE revoked_at IS NULL AND id_usuario IN (SELECT id_usuario FROM users WHERE id_seller = $1)`,
    [idSeller],
  );
}

/** Whether a user name is taken (case aside, as the unique index says). */
export async function userNameTaken(q: Queryable, nombreUsuario: string): Promise<boolean> {
  return (
    (await q.query('SELECT 1 FROM users WHERE lower(nombre_usuario) = lower($1)', [nombreUsuario]))
      .length > 0
  );
}

/** A seller's user made at the seller's creation (Moderador: type 3, Usuario: type 4). */
export async function insertSellerUser(
  q: Queryable,
  u: { nombreUsuario: string; email: string; passwordHash: string; tipo: 3 | 4; idSeller: number },
): Promise<number> {
  const [row] = await q.query<{ id_usuario: number }>(
    `INSERT INTO users (nombre_usuario, email, password_hash, tipo_usuario, id_seller)
     VALUES ($1, $2, $3, $4, $5) RETURNING id_usuario`,
    [u.nombreUsuario, u.email, u.passwordHash, u.tipo, u.idSeller],
  );
  if (!row) throw new Error('INSERT users sin fila');
  return row.id_usuario;
}

/** Administrar Cuenta: the session's own e-mail and, when given, password. */
export async function updateOwnAccount(
  q: Queryable,
  idUsuario: number,
  a: { email: string | null; passwordHash: string | null },
): Promise<void> {
  await q.query(
    `UPDATE users SET email = coalesce($2, email), password_hash = coalesce($3, password_hash)
      WHERE id_usuario = $1`,
    [idUsuario, a.email, a.passwordHash],
  );
}

// ---- Catalogues ----

export async function billingTypes(q: Queryable) {
  return q.query<{ codigo: number; descripcion: string }>(
    'SELECT id_tipo_facturacion AS codigo, descripcion FROM tipos_facturacion ORDER BY 1',
  );
}

export async function integrators(q: Queryable) {
  return q.query<{ codigo: number; descripcion: string }>(
    'SELECT id_integrador AS codigo, descripcion FROM integradores ORDER BY 1',
  );
}

export async function billingTypeExists(q: Queryable, id: number): Promise<boolean> {
  return (
    (await q.query('SELECT 1 FROM tipos_facturacion WHERE id_tipo_facturacion = $1', [id])).length >
    0
  );
}

export async function integratorExists(q: Queryable, id: number): Promise<boolean> {
  return (await q.query('SELECT 1 FROM integradores WHERE id_integrador = $1', [id])).length > 0;
}

export async function postalCodeLookup(
  q: Queryable,
  codigoPostal: number,
): Promise<{ provincia: string; localidades: string[] } | null> {
  const rows = await q.query<{ provincia: string; localidad: string }>(
    `SELECT provincia, localidad FROM codigos_postales WHERE codigo_postal = $1 ORDER BY localidad`,
    [codigoPostal],
  );
  const first = rows[0];
  return first ? { provincia: first.provincia, localidades: rows.map((r) => r.localidad) } : null;
}

// ---- Publication types the seller may use (tipos_publicacion is read only here) ----

export async function publicationTypesPage(
  q: Queryable,
  f: { idSeller: number | null; size: number; page: number },
) {
  const [count] = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM tipos_publicacion WHERE activo',
  );
  const rows = await q.query<{
    codigo: number;
    descripcion: string;
    comision: string;
    seleccionado: boolean;
  }>(
    `SELECT t.id_tipo_publicacion AS codigo, t.descripcion, t.comision::text AS comision,
            (st.id_seller IS NOT NULL) AS seleccionado
       FROM tipos_publicacion t
       LEFT JOIN seller_tipos_publicacion st
         ON st.id_tipo_publicacion = t.id_tipo_publicacion AND st.id_seller = $1
      WHERE t.activo
      ORDER BY t.id_tipo_publicacion
      LIMIT $2 OFFSET $3`,
    [f.idSeller, f.size, (f.page - 1) * f.size],
  );
  return { rows, total: count?.n ?? 0 };
}

/** How many of the ids are active publication types. */
export async function countPublicationTypes(q: Queryable, ids: readonly number[]): Promise<number> {
  const [row] = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM tipos_publicacion WHERE activo AND id_tipo_publicacion = ANY($1::int[])',
    [ids],
  );
  return row?.n ?? 0;
}

export async function replaceSellerTypes(
  q: Queryable,
  idSeller: number,
  ids: readonly number[],
): Promise<void> {
  await q.query('DELETE FROM seller_tipos_publicacion WHERE id_seller = $1', [idSeller]);
  await q.query(
    `INSERT INTO seller_tipos_publicacion (id_seller, id_tipo_publicacion)
     SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING`,
    [idSeller, ids],
  );
}

// ---- CDN banners ----

export async function insertBanner(
  q: Queryable,
  idSeller: number,
  b: { descripcion: string; cdnUrl: string },
): Promise<void> {
  await q.query(
    'INSERT INTO seller_banners (id_seller, descripcion, cdn_url) VALUES ($1, $2, $3)',
    [idSeller, b.descripcion, b.cdnUrl],
  );
}

export async function liveBannerIds(q: Queryable, idSeller: number): Promise<Set<number>> {
  const rows = await q.query<{ id: number }>(
    'SELECT id FROM seller_banners WHERE id_seller = $1 AND NOT eliminado FOR UPDATE',
    [idSeller],
  );
  return new Set(rows.map((r) => r.id));
}

export async function updateBanner(
  q: Queryable,
  b: { id: number; descripcion: string; cdnUrl: string; eliminado: boolean },
): Promise<void> {
  await q.query(
    'UPDATE seller_banners SET descripcion = $2, cdn_url = $3, eliminado = $4 WHERE id = $1',
    [b.id, b.descripcion, b.cdnUrl, b.eliminado],
  );
}

// ---- Own logistics ----

export async function logisticsScales(q: Queryable) {
  return q.query<{ id_escala: number; descripcion: string }>(
    'SELECT id_escala, descripcion FROM logistica_escalas ORDER BY id_escala',
  );
}

export async function logisticsCells(q: Queryable, idSeller: number) {
  return q.query<{ id_escala: number; id_zona: number; costo: string; dias_entrega: number }>(
    `SELECT id_escala, id_zona, costo::text AS costo, dias_entrega
       FROM logistica_propia_costos WHERE id_seller = $1`,
    [idSeller],
  );
}

export async function logisticsZones(q: Queryable, idSeller: number) {
  return q.query<{ id_zona: number; habilitada: boolean; envio_gratis: boolean }>(
    `SELECT z.id_zona, coalesce(l.habilitada, false) AS habilitada,
            coalesce(l.envio_gratis, false) AS envio_gratis
       FROM logistica_zonas z
       LEFT JOIN logistica_propia_zonas l ON l.id_zona = z.id_zona AND l.id_seller = $1
      ORDER BY z.id_zona`,
    [idSeller],
  );
}

export async function replaceLogistics(
  q: Queryable,
  idSeller: number,
  zonas: readonly { idZona: number; habilitada: boolean; envioGratis: boolean }[],
  cells: readonly { idEscala: number; idZona: number; costo: string; dias: number }[],
): Promise<void> {
  await q.query('DELETE FROM logistica_propia_costos WHERE id_seller = $1', [idSeller]);
  await q.query('DELETE FROM logistica_propia_zonas WHERE id_seller = $1', [idSeller]);
  await q.query(
    `INSERT INTO logistica_propia_zonas (id_seller, id_zona, habilitada, envio_gratis)
     SELECT $1, x."idZona", x.habilitada, x."envioGratis"
       FROM json_to_recordset($2::json) AS x("idZona" int, habilitada boolean, "envioGratis" boolean)`,
    [idSeller, JSON.stringify(zonas)],
  );
  await q.query(
    `INSERT INTO logistica_propia_costos (id_seller, id_escala, id_zona, costo, dias_entrega)
     SELECT $1, x."idEscala", x."idZona", x.costo::numeric, x.dias
       FROM json_to_recordset($2::json) AS x("idEscala" int, "idZona" int, costo text, dias int)`,
    [idSeller, JSON.stringify(cells)],
  );
}
