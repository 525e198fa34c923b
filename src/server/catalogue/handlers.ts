// 000 §7 catalogue calls (DECISIONS 9): brands, categories, articles, VAT rates, review reasons,
// listing types, estados and warranties, answered from seeded tables. They are the option lists
// of the listing form and filters (000 §2.6, §2.7, §3 'Other option lists'), so every listing
// user reads them whole; only the listing types know a seller (000 §6).
import type { Handlers } from '../http/contract.ts';
import { badRequest, forbidden, notFound } from '../http/errors.ts';
import type { Services } from '../services.ts';
import { fold, hasControlCharacters, likePattern } from '../db/text-search.ts';
import { scopedSellerId } from '../../domain/permissions.ts';
import { isSellerScoped } from '../../domain/roles.ts';
import { amountFromCents, centsFromDecimal } from '../../domain/money.ts';
import { estadoPublicacionLabels } from '../../../machines/listing.ts';

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

/** The brand and category selectors show at most this many matches (contract). */
export const SEARCH_LIMIT = 50;

interface Opcion {
  codigo: string;
  descripcion: string;
}

/**
 * Alphabetical order that ignores case and accents and is the same on every server, whatever
 * its collation ('Emegé' between 'Electrolux' and 'Fila', 'Ñandú' among the N).
 */
const byText = (column: string) => `${fold(column)} COLLATE "C", ${column} COLLATE "C"`;

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
  /** Brands or categories whose description contains the text, by description. */
  const search = (table: 'marcas' | 'subfamilias', text: string) =>
    s.db.query<Opcion>(
      `SELECT codigo, descripcion FROM ${table}
        WHERE $1 = '%%' OR ${fold('descripcion')} LIKE $1
        ORDER BY ${byText('descripcion')}, codigo
        LIMIT ${SEARCH_LIMIT}`,
      [likePattern(text)],
    );

  return {
    async alicuotasIva() {
      const rows = await s.db.query<{ id: number; alicuota: string }>(
        'SELECT id, alicuota::text AS alicuota FROM alicuotas_iva ORDER BY alicuota, id',
      );
      return {
        tiposAlicuotaIva: rows.map((r) => ({ id: r.id, alicuota: Number(r.alicuota) })),
      };
    },

    async obtenerArticulo({ query }) {
      const codigo = codeOf(query.id, 'El código del artículo');
      const [row] = await s.db.query<{
        codigo: string;
        descripcion: string;
        marca: string;
        descripcion_marca: string;
        categoria: string;
        descripcion_categoria: string;
      }>(
        `SELECT a.codigo, a.descripcion, m.codigo AS marca, m.descripcion AS descripcion_marca,
                sf.codigo AS categoria, sf.descripcion AS descripcion_categoria
           FROM articulos a
           JOIN marcas m ON m.codigo = a.marca
           JOIN subfamilias sf ON sf.codigo = a.categoria
          WHERE a.codigo = $1`,
        [codigo],
      );
      if (!row) throw notFound('No se encontró un artículo con ese código (EAN).');
      return {
        codigo: row.codigo,
        descripcion: row.descripcion,
        marca: { codigo: row.marca, descripcion: row.descripcion_marca },
        categoria: { codigo: row.categoria, descripcion: row.descripcion_categoria },
      };
    },

    async buscarMarcas({ query }) {
      return { elementos: await search('marcas', searchOf(query.descripcion)) };
    },

    async buscarSubFamilias({ query }) {
      return { elementos: await search('subfamilias', searchOf(query.descripcion)) };
    },

    async obtenerSubFamilia({ query }) {
      const codigo = codeOf(query.id, 'El código de la categoría');
      const [row] = await s.db.query<Opcion>(
        'SELECT codigo, descripcion FROM subfamilias WHERE codigo = $1',
        [codigo],
      );
      if (!row) throw notFound('No se encontró la categoría.');
      return { subFamilia: row };
    },

    async motivosRevision() {
      // DECISIONS 9: `orden` keeps "Otro" last; the edit screen shows the comment box when the
      // last reason is chosen (000 §4).
      const motivos = await s.db.query<{ codigo: number; descripcion: string }>(
        'SELECT codigo, descripcion FROM motivos_revision ORDER BY orden, codigo',
      );
      return { motivos };
    },

    async tiposPublicacion({ query, session }) {
      // 000 §6: sellers are limited to their own seller whatever idSeller they send.
      if (isSellerScoped(session.tipoUsuario) && scopedSellerId(session, null) === null) {
        throw forbidden();
      }
      // Listing types are not yet associated with sellers (001 §7 'Associate publication
      // types' has no table), so every seller may use every active type. Without PageSize the
      // whole list is answered: it is an option list, not a paged one.
      const rows = await s.db.query<{
        id_tipo_publicacion: number;
        codigo: string;
        descripcion: string;
        comision: string;
      }>(
        `SELECT id_tipo_publicacion, codigo, descripcion, comision::text AS comision
           FROM tipos_publicacion
          WHERE activo
          ORDER BY ${byText('descripcion')}, id_tipo_publicacion
          LIMIT $1`,
        [query.PageSize ?? null],
      );
      return {
        tiposPublicaciones: rows.map((r) => ({
          idTipoPublicacion: r.id_tipo_publicacion,
          codigo: r.codigo,
          descripcion: r.descripcion,
          // A percentage with two decimals (numeric(5,2)), not an amount.
          comision: Number(r.comision),
        })),
      };
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
      const rows = await s.db.query<{ cantidad_cuotas: number; valor_cuota: string }>(
        `SELECT cantidad_cuotas, valor_cuota::text AS valor_cuota
           FROM garantias WHERE codigo_producto = $1
          ORDER BY cantidad_cuotas`,
        [codigo],
      );
      return {
        garantias: rows.map((r) => ({
          cantidadCuotas: r.cantidad_cuotas,
          valorCuota: amountFromCents(centsFromDecimal(r.valor_cuota)),
        })),
      };
    },
  };
}
