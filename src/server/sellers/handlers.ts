// 000 §7 (GET /api/Seller/Buscar, the sellers filter) and 000 §2.3 (the top bar's store name).
// The sellers area (001 §2.3) adds create, edit and the status switch. Sellers only ever see
// their own seller (000 §6).
import type { Handlers } from '../http/contract.ts';
import { badRequest, notFound } from '../http/errors.ts';
import type { Services } from '../services.ts';
import { checkSellerScope, sellerScope } from '../shared/seller-scope.ts';
import { loadSeller, searchSellers, type SellerRow } from './repository.ts';

export const PAGE_SIZE = 10;

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
      const idSeller = sellerScope(session, query.IdSeller);
      const { rows, total } = await searchSellers(s.db, { idSeller, descripcion, size, page });
      return {
        paginateSellers: {
          elementos: rows.map(toSeller),
          cantidadTotal: total,
          cantidadPagina: size,
        },
      };
    },

    async obtenerSeller({ query, session }) {
      checkSellerScope(session, query.idSeller);
      const row = await loadSeller(s.db, query.idSeller);
      if (!row) throw notFound('No se encontró el seller.');
      return toSeller(row);
    },
  };
}
