// Reading rebates (000 §3 Rebate) as the contract answers them. The percentages, the final
// price's figures, the units left and anulacionMarket are derived from the stored amounts
// with the shared rules (src/domain/rebate-rules.ts), never stored twice.
import type { Queryable } from '../db/db.ts';
import type { components } from '../../api/schema.d.ts';
import { amountFromCents, centsFromDecimal } from '../../domain/money.ts';
import { rebateFigures } from '../../domain/rebate-rules.ts';
import { estadoRebateLabels, type IdEstadoRebate } from '../../../machines/rebate.ts';

export type Rebate = components['schemas']['Rebate'];

export interface RebateRow {
  id_rebate: number;
  id_publicacion: number;
  precio_inicial: string;
  precio_final: string;
  a_cargo_market: string;
  a_cargo_seller: string;
  fecha_inicio: string;
  fecha_vencimiento: string;
  unidades: number;
  unidades_vendidas: number;
  id_estado_rebate: IdEstadoRebate;
  id_category_genera_rebate: number | null;
  id_admin_aprueba: number | null;
  id_seller_aprueba: number | null;
}

const REBATE_SELECT = `
  SELECT id_rebate, id_publicacion, precio_inicial::text AS precio_inicial,
         precio_final::text AS precio_final, a_cargo_market::text AS a_cargo_market,
         a_cargo_seller::text AS a_cargo_seller, fecha_inicio::text AS fecha_inicio,
         fecha_vencimiento::text AS fecha_vencimiento, unidades, unidades_vendidas,
         id_estado_rebate, id_category_genera_rebate, id_admin_aprueba, id_seller_aprueba
    FROM rebates`;

/** One rebate; `lock` keeps it locked for the rest of the caller's transaction. */
export async function loadRebate(
  q: Queryable,
  idRebate: number,
  lock = false,
): Promise<RebateRow | null> {
  const rows = await q.query<RebateRow>(
    `${REBATE_SELECT} WHERE id_rebate = $1${lock ? ' FOR UPDATE' : ''}`,
    [idRebate],
  );
  return rows[0] ?? null;
}

/** The listing's live rebate (1, 2 or 3; at most one, rebates_vivo_key), or null. */
export async function liveRebate(
  q: Queryable,
  idPublicacion: number,
  lock = false,
): Promise<RebateRow | null> {
  const rows = await q.query<RebateRow>(
    `${REBATE_SELECT} WHERE id_publicacion = $1 AND id_estado_rebate IN (1, 2, 3)${lock ? ' FOR UPDATE' : ''}`,
    [idPublicacion],
  );
  return rows[0] ?? null;
}

/** Cents as a JSON amount, also beyond the safe integers (a product of amount and units). */
function amountFromBigCents(cents: bigint): number {
  const abs = cents < 0n ? -cents : cents;
  const text = `${(abs / 100n).toString()}.${(abs % 100n).toString().padStart(2, '0')}`;
  return Number(cents < 0n ? `-${text}` : text);
}

export function toRebate(r: RebateRow): Rebate {
  const base = centsFromDecimal(r.precio_inicial);
  const market = centsFromDecimal(r.a_cargo_market);
  const seller = centsFromDecimal(r.a_cargo_seller);
  const figures = rebateFigures(base, market, seller);
  const restantes = Math.max(0, r.unidades - r.unidades_vendidas);
  // The seller admin's acceptance is kept, so a Rechazado rebate that has it was Activo and
  // given de baja (a rejection at En revision, or a modification, leaves it null).
  const dadoDeBaja = r.id_estado_rebate === 6 && r.id_seller_aprueba !== null;
  return {
    idRebate: r.id_rebate,
    idPublicacion: r.id_publicacion,
    precioInicial: amountFromCents(base),
    precioFinal: amountFromCents(centsFromDecimal(r.precio_final)),
    aCargoMarket: amountFromCents(market),
    porcentajeMarket: figures.porcentajeMarket ?? 0,
    aCargoSeller: amountFromCents(seller),
    porcentajeSeller: figures.porcentajeSeller ?? 0,
    porcentajeTotalDescuento: figures.porcentajeTotalDescuento ?? 0,
    fechaInicio: r.fecha_inicio,
    fechaVencimiento: r.fecha_vencimiento,
    unidades: r.unidades,
    unidadesRestantes: restantes,
    idCategoryGeneraRebate: r.id_category_genera_rebate,
    idAdminAprueba: r.id_admin_aprueba,
    idSellerAprueba: r.id_seller_aprueba,
    idEstadoRebate: r.id_estado_rebate,
    estadoRebate: estadoRebateLabels[r.id_estado_rebate],
    anulacionMarket: dadoDeBaja ? amountFromBigCents(BigInt(market) * BigInt(restantes)) : 0,
  };
}

/** What a rebate needs of its listing: the seller (scope), the estado and the prices. */
export interface RebateListingRow {
  id_publicacion: number;
  id_seller: number;
  estado: number;
  precio_lista: string;
  precio_promocional: string | null;
}

/** The listing of a rebate; `lock` keeps it locked for the rest of the caller's transaction. */
export async function loadRebateListing(
  q: Queryable,
  idPublicacion: number,
  lock = false,
): Promise<RebateListingRow | null> {
  const rows = await q.query<RebateListingRow>(
    `SELECT id_publicacion, id_seller, estado, precio_lista::text AS precio_lista,
            precio_promocional::text AS precio_promocional
       FROM publicaciones WHERE id_publicacion = $1${lock ? ' FOR UPDATE' : ''}`,
    [idPublicacion],
  );
  return rows[0] ?? null;
}

/** The figures and dates a rebate is sent or modified with (amounts as decimal text). */
export interface RebateTerms {
  precioInicial: string;
  precioFinal: string;
  aCargoMarket: string;
  aCargoSeller: string;
  fechaInicio: string;
  fechaVencimiento: string;
  unidades: number;
}

/** A new rebate in `estado`, generated by `idUsuario`; answers its idRebate. */
export async function insertRebate(
  q: Queryable,
  idPublicacion: number,
  t: RebateTerms,
  estado: IdEstadoRebate,
  idUsuario: number,
): Promise<number> {
  const inserted = await q.query<{ id_rebate: number }>(
    `INSERT INTO rebates (id_publicacion, precio_inicial, precio_final, a_cargo_market,
                          a_cargo_seller, fecha_inicio, fecha_vencimiento, unidades,
                          id_estado_rebate, id_category_genera_rebate)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     RETURNING id_rebate`,
    [
      idPublicacion,
      t.precioInicial,
      t.precioFinal,
      t.aCargoMarket,
      t.aCargoSeller,
      t.fechaInicio,
      t.fechaVencimiento,
      t.unidades,
      estado,
      idUsuario,
    ],
  );
  const id = inserted[0]?.id_rebate;
  if (id === undefined) throw new Error('INSERT sin id');
  return id;
}

/** A modified rebate's new terms and state; its approvals are cleared (000 §4). */
export async function updateRebateTerms(
  q: Queryable,
  idRebate: number,
  t: RebateTerms,
  estado: IdEstadoRebate,
): Promise<void> {
  await q.query(
    `UPDATE rebates
        SET precio_inicial = $2, precio_final = $3, a_cargo_market = $4,
            a_cargo_seller = $5, fecha_inicio = $6, fecha_vencimiento = $7, unidades = $8,
            id_estado_rebate = $9, id_admin_aprueba = NULL, id_seller_aprueba = NULL
      WHERE id_rebate = $1`,
    [
      idRebate,
      t.precioInicial,
      t.precioFinal,
      t.aCargoMarket,
      t.aCargoSeller,
      t.fechaInicio,
      t.fechaVencimiento,
      t.unidades,
      estado,
    ],
  );
}

/**
 * The rebate's new state; an approval records who approved it (`aprobadoPor`: the admin's
 * approval, or the seller admin's), other changes keep the approvals as they are.
 */
export async function writeRebateEstado(
  q: Queryable,
  idRebate: number,
  estado: IdEstadoRebate,
  aprobadoPor: { rol: 'admin' | 'seller'; idUsuario: number } | null = null,
): Promise<void> {
  await q.query(
    `UPDATE rebates
        SET id_estado_rebate = $2,
            id_admin_aprueba = CASE WHEN $3::boolean THEN $5::int ELSE id_admin_aprueba END,
            id_seller_aprueba = CASE WHEN $4::boolean THEN $5::int ELSE id_seller_aprueba END
      WHERE id_rebate = $1`,
    [
      idRebate,
      estado,
      aprobadoPor?.rol === 'admin',
      aprobadoPor?.rol === 'seller',
      aprobadoPor?.idUsuario ?? null,
    ],
  );
}

// --- 'Gestión de Rebates' (001 §2.5) ----------------------------------------------------------

/** The rebate filter (001 §3) as the server applies it. */
export interface RebateFilter {
  idEstado: number | null;
  /** Every state but these (TODOS leaves out 5; the seller admin never sees 1). */
  excluidos: readonly number[];
  idSeller: number | null;
  skuSeller: string | null;
  skuMarket: string | null;
  desde: string | null;
  hasta: string | null;
  /** A queue of 'Pendientes' (issue 35): its condition on `r` (src/server/pending/). */
  pendiente?: string | undefined;
  limit: number;
  offset: number;
}

export interface RebateCardRow extends RebateRow {
  id_seller: number;
  razon_social: string;
  titulo: string;
  sku_seller: string | null;
  sku_market: string | null;
  url_imagen: string | null;
  tipo_descripcion: string | null;
  total: number;
}

/** One page of rebates with their listings, newest first, and the count of the filter. */
export async function listRebates(q: Queryable, f: RebateFilter): Promise<RebateCardRow[]> {
  const like = (t: string | null) =>
    t === null ? null : `%${t.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return q.query<RebateCardRow>(
    `SELECT r.id_rebate, r.id_publicacion, r.precio_inicial::text AS precio_inicial,
            r.precio_final::text AS precio_final, r.a_cargo_market::text AS a_cargo_market,
            r.a_cargo_seller::text AS a_cargo_seller, r.fecha_inicio::text AS fecha_inicio,
            r.fecha_vencimiento::text AS fecha_vencimiento, r.unidades, r.unidades_vendidas,
            r.id_estado_rebate, r.id_category_genera_rebate, r.id_admin_aprueba,
            r.id_seller_aprueba,
            p.id_seller, s.razon_social, p.titulo, p.sku_seller, p.sku_market,
            (SELECT i.url_imagen FROM publicacion_imagenes i
              WHERE i.id_publicacion = p.id_publicacion
              ORDER BY i.posicion, i.id_imagen LIMIT 1) AS url_imagen,
            t.descripcion AS tipo_descripcion,
            count(*) OVER ()::int AS total
       FROM rebates r
       JOIN publicaciones p ON p.id_publicacion = r.id_publicacion
       JOIN sellers s ON s.id_seller = p.id_seller
       LEFT JOIN tipos_publicacion t ON t.id_tipo_publicacion = p.id_tipo_publicacion
      WHERE ($1::int IS NULL OR r.id_estado_rebate = $1)
        AND NOT (r.id_estado_rebate = ANY($2::int[]))
        AND ($3::int IS NULL OR p.id_seller = $3)
        AND ($4::text IS NULL OR lower(p.sku_seller) LIKE $4)
        AND ($5::text IS NULL OR lower(p.sku_market) LIKE $5)
        AND ($6::date IS NULL OR r.fecha_vencimiento >= $6)
        AND ($7::date IS NULL OR r.fecha_inicio <= $7)
        AND ${f.pendiente ?? 'true'}
      ORDER BY r.id_rebate DESC
      LIMIT $8 OFFSET $9`,
    [
      f.idEstado,
      [...f.excluidos],
      f.idSeller,
      like(f.skuSeller),
      like(f.skuMarket),
      f.desde,
      f.hasta,
      f.limit,
      f.offset,
    ],
  );
}

/** The count of a filter when the asked page is past its end (no row carries it then). */
export async function countRebates(q: Queryable, f: RebateFilter): Promise<number> {
  const rows = await listRebates(q, { ...f, limit: 1, offset: 0 });
  return rows[0]?.total ?? 0;
}

/** What the end of a rebate reads: every Activo rebate, locked; rows another writer holds are skipped. */
export async function lockActiveRebates(
  q: Queryable,
): Promise<
  Pick<RebateRow, 'id_rebate' | 'fecha_vencimiento' | 'unidades' | 'unidades_vendidas'>[]
> {
  return q.query(
    `SELECT id_rebate, fecha_vencimiento::text AS fecha_vencimiento, unidades, unidades_vendidas
       FROM rebates WHERE id_estado_rebate = 3
        FOR UPDATE SKIP LOCKED`,
  );
}

/** Several rebates to one state at once (the end of their validity). */
export async function writeRebatesEstado(
  q: Queryable,
  ids: readonly number[],
  estado: IdEstadoRebate,
): Promise<void> {
  if (ids.length === 0) return;
  await q.query('UPDATE rebates SET id_estado_rebate = $2 WHERE id_rebate = ANY($1::int[])', [
    [...ids],
    estado,
  ]);
}
