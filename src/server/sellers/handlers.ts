// 000 §7 (GET /api/Seller/Buscar, the sellers filter) and 000 §2.3 (the top bar's store name).
// The sellers area (001 §2.3) adds create, edit and the status switch. Sellers only ever see
// their own seller (000 §6).
import type { Handlers } from '../http/contract.ts';
import { badRequest, forbidden, notFound } from '../http/errors.ts';
import type { Services } from '../services.ts';
import { fold, likePattern } from '../db/text-search.ts';
import { isSellerScoped } from '../../domain/roles.ts';
import { scopedSellerId } from '../../domain/permissions.ts';

export const PAGE_SIZE = 10;

interface SellerRow {
  id_seller: number;
  razon_social: string;
  nombre_tienda: string | null;
  cuit: string | null;
  email: string | null;
  estado: 1 | 2 | 3;
  tienda_activa: boolean;
}

const COLUMNS = `id_seller, razon_social, nombre_tienda, cuit, email, estado, tienda_activa`;

function toSeller(r: SellerRow) {
  return {
    idSeller: r.id_seller,
    descripcion: r.razon_social,
    razonSocial: r.razon_social,
    nombreTienda: r.nombre_tienda,
    cuit: r.cuit,
    email: r.email,
    estado: r.estado,
    tiendaActiva: r.tienda_activa,
  };
}

export function sellersHandlers(s: Services): Pick<Handlers, 'buscarSellers' | 'obtenerSeller'> {
  return {
    async buscarSellers({ query, session }) {
      const descripcion = query.Descripcion ?? '';
      // eslint-disable-next-line no-control-regex
      if (/[\u0000-\u001f]/.test(descripcion)) {
        throw badRequest('La descripción contiene caracteres no válidos.');
      }
      const size = query.CantidadPagina ?? query.PageSize ?? PAGE_SIZE;
      const page = query.NumeroPagina ?? query.Page ?? 1;
      // Sellers find only their own seller, whatever IdSeller they send.
      const idSeller = isSellerScoped(session.tipoUsuario)
        ? scopedSellerId(session, null)
        : (query.IdSeller ?? null);
      if (isSellerScoped(session.tipoUsuario) && idSeller === null) throw forbidden();
      const where = `($1::int IS NULL OR id_seller = $1)
         AND ($2 = '%%' OR ${fold('razon_social')} LIKE $2 OR ${fold("coalesce(nombre_tienda, '')")} LIKE $2)`;
      const params = [idSeller, likePattern(descripcion)];
      const [count] = await s.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM sellers WHERE ${where}`,
        params,
      );
      const rows = await s.db.query<SellerRow>(
        `SELECT ${COLUMNS} FROM sellers WHERE ${where}
          ORDER BY lower(razon_social), id_seller
          LIMIT $3 OFFSET $4`,
        [...params, size, (page - 1) * size],
      );
      return {
        paginateSellers: {
          elementos: rows.map(toSeller),
          cantidadTotal: count?.n ?? 0,
          cantidadPagina: size,
        },
      };
    },

    async obtenerSeller({ query, session }) {
      if (isSellerScoped(session.tipoUsuario) && session.idSeller !== query.idSeller) {
        throw forbidden();
      }
      const [row] = await s.db.query<SellerRow>(
        `SELECT ${COLUMNS} FROM sellers WHERE id_seller = $1`,
        [query.idSeller],
      );
      if (!row) throw notFound('No se encontró el seller.');
      return toSeller(row);
    },
  };
}
