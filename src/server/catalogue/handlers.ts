// 000 §7 catalogue calls (DECISIONS 9): brands, categories, articles, VAT rates, review reasons,
// listing types, estados and warranties, answered from seeded tables. They are the option lists
// of the listing form and filters (000 §2.6, §2.7, §3 'Other option lists'), so every listing
// user reads them whole; only the listing types know a seller (000 §6).
import type { Handlers } from '../http/contract.ts';
import { badRequest, notFound } from '../http/errors.ts';
import type { Services } from '../services.ts';
import { hasControlCharacters } from '../db/text-search.ts';
import { sellerScope } from '../shared/seller-scope.ts';
import { amountFromCents, centsFromDecimal } from '../../domain/money.ts';
import { estadoPublicacionLabels } from '../../../machines/listing.ts';
import {
  activeListingTypes,
  loadArticle,
  loadCategory,
  reviewReasons,
  searchOptions,
  vatRates,
  warrantiesOf,
} from './repository.ts';

export type CatalogueOperation =
  | 'alicuotasIva'
  | 'obtenerArticulo'
  | 'buscarMarcas'
  | 'buscarSubFamilias'
  | 'obtenerSubFamilia'
  | 'motivosRevision'
  | 'tiposPublicacion'
  | 'estadosVariaciones'
  | 'garantias';

/** A code typed or sent by the form: trimmed, not blank, without control characters. */
function codeOf(text: string, what: string): string {
  if (hasControlCharacters(text)) throw badRequest(`${what} contiene caracteres no válidos.`);
  const code = text.trim();
  if (code === '') throw badRequest(`Indique ${what.toLowerCase()}.`);
  return code;
}

/** A search text: may be empty (everything), never with control characters. */
function searchOf(text: string | undefined): string {
  const descripcion = text ?? '';
  if (hasControlCharacters(descripcion)) {
    throw badRequest('La descripción contiene caracteres no válidos.');
  }
  return descripcion;
}

export function catalogueHandlers(s: Services): Pick<Handlers, CatalogueOperation> {
  return {
    async alicuotasIva() {
      const rows = await vatRates(s.db);
      return {
        tiposAlicuotaIva: rows.map((r) => ({ id: r.id, alicuota: Number(r.alicuota) })),
      };
    },

    async obtenerArticulo({ query }) {
      const codigo = codeOf(query.id, 'El código del artículo');
      const row = await loadArticle(s.db, codigo);
      if (!row) throw notFound('No se encontró un artículo con ese código (EAN).');
      return {
        codigo: row.codigo,
        descripcion: row.descripcion,
        marca: { codigo: row.marca, descripcion: row.descripcion_marca },
        categoria: { codigo: row.categoria, descripcion: row.descripcion_categoria },
      };
    },

    async buscarMarcas({ query }) {
      return { elementos: await searchOptions(s.db, 'marcas', searchOf(query.descripcion)) };
    },

    async buscarSubFamilias({ query }) {
      return { elementos: await searchOptions(s.db, 'subfamilias', searchOf(query.descripcion)) };
    },

    async obtenerSubFamilia({ query }) {
      const codigo = codeOf(query.id, 'El código de la categoría');
      const row = await loadCategory(s.db, codigo);
      if (!row) throw notFound('No se encontró la categoría.');
      return { subFamilia: row };
    },

    async motivosRevision() {
      // DECISIONS 9: `orden` keeps "Otro" last; the edit screen shows the comment box when the
      // last reason is chosen (000 §4).
      const motivos = await reviewReasons(s.db);
      return { motivos };
    },

    async tiposPublicacion({ query, session }) {
      // 000 §6: sellers are limited to their own seller whatever idSeller they send.
      sellerScope(session, null);
      // Listing types are not yet associated with sellers (001 §7 'Associate publication
      // types' has no table), so every seller may use every active type. Without PageSize the
      // whole list is answered: it is an option list, not a paged one.
      // An option list every listings screen asks for as it opens: kept in memory until
      // tipos_publicacion is written (src/server/shared/reference-cache.ts).
      const limit = query.PageSize ?? null;
      const tiposPublicaciones = await s.references.get(
        `tipos-publicacion-activos:${String(limit)}`,
        ['tipos_publicacion'],
        () => activeListingTypes(s.db, { orderBy: 'descripcion', limit }),
      );
      return { tiposPublicaciones };
    },

    estadosVariaciones() {
      // 000 §4 codes and labels; eliminado (5) is never listed, so it is not a filter option.
      const estados = ([1, 2, 3, 4] as const).map((id) => ({
        id,
        descripcion: estadoPublicacionLabels[id].texto,
      }));
      return Promise.resolve({ estados });
    },

    async garantias({ query }) {
      const codigo = codeOf(query.CodigoProducto, 'El código de producto');
      const rows = await warrantiesOf(s.db, codigo);
      return {
        garantias: rows.map((r) => ({
          cantidadCuotas: r.cantidad_cuotas,
          valorCuota: amountFromCents(centsFromDecimal(r.valor_cuota)),
        })),
      };
    },
  };
}
