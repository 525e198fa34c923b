// How a listing's changes read in its Historial (src/domain/history.ts): the states in the
// labels of 000 §4, the workflow's steps and every edit in words, the review reason with the
// comment, the price and stock before and after, and the file or batch of a bulk change.
import { estadoPublicacionLabels } from '../../../machines/listing.ts';
import type { HistoryEntityText } from '../../domain/history.ts';
import { formatMoney } from '../../domain/money.ts';

/** 000 §4 has no label for a deleted listing: the journal says it in words. */
const ELIMINADA = 'ELIMINADA';

const labels: Record<string, { texto: string } | undefined> = estadoPublicacionLabels;

function stateLabel(value: string): string {
  if (Number(value) === 5) return ELIMINADA;
  return labels[value]?.texto ?? value;
}

const changeDetail = ['anterior', 'nuevo'] as const;

export const listingHistoryTexts: Record<string, HistoryEntityText> = {
  publicacion: {
    state: stateLabel,
    events: {
      CREAR: { accion: 'Creó la publicación' },
      EDITAR: { accion: 'Editó la publicación' },
      APROBAR: { accion: 'Aprobó la publicación' },
      DESAPROBAR: { accion: 'Desaprobó la publicación', detalle: ['motivo'] },
      CAMBIAR_MOTIVO: { accion: 'Cambió el motivo de revisión', detalle: ['motivo'] },
      PUBLICAR: { accion: 'Publicó la publicación' },
      PAUSAR: { accion: 'Pausó la publicación' },
      ELIMINAR: { accion: 'Eliminó la publicación' },
      ORDENAR_IMAGENES: { accion: 'Ordenó las imágenes' },
      ACTUALIZACION_MASIVA: {
        accion: 'Actualización masiva de precio y stock',
        detalle: changeDetail,
      },
      ACTUALIZACION_TIPO_Y_ENVIO: {
        accion: 'Actualización masiva de tipo de publicación y envío',
        detalle: changeDetail,
      },
      ACTUALIZAR_DIMENSIONES: { accion: 'Actualización masiva de dimensiones' },
      MODIFICAR_IMAGENES: { accion: 'Actualización masiva de imágenes' },
    },
  },
};

/** The journal's entities of a listing (every viewer of the listing sees all of them). */
export const listingHistoryEntities = Object.keys(listingHistoryTexts);

/**
 * The before and after of a change of price or stock, or nothing when neither changed: only
 * what changed is said.
 */
export function priceStockChange(
  before: { price: number; stock: number },
  after: { price: number; stock: number },
): { anterior: string; nuevo: string } | undefined {
  const parts = (v: { price: number; stock: number }) =>
    [
      before.price !== after.price ? `Precio ${formatMoney(v.price)}` : null,
      before.stock !== after.stock ? `stock ${String(v.stock)}` : null,
    ].filter((x): x is string => x !== null);
  if (before.price === after.price && before.stock === after.stock) return undefined;
  return { anterior: parts(before).join(', '), nuevo: parts(after).join(', ') };
}

/** The before and after of a bulk change of listing type and free shipping: what changed. */
export function typeShippingChange(
  before: { tipo: string; envio: boolean },
  after: { tipo: string; envio: boolean },
): { anterior: string; nuevo: string } | undefined {
  const parts = (v: { tipo: string; envio: boolean }) =>
    [
      before.tipo !== after.tipo ? `Tipo ${v.tipo}` : null,
      before.envio !== after.envio ? `envío gratis ${v.envio ? 'sí' : 'no'}` : null,
    ].filter((x): x is string => x !== null);
  if (before.tipo === after.tipo && before.envio === after.envio) return undefined;
  return { anterior: parts(before).join(', '), nuevo: parts(after).join(', ') };
}

/** '12 publicaciones', '1 publicación': the size of a batch. */
export function listingsCount(n: number): string {
  return `${String(n)} ${n === 1 ? 'publicación' : 'publicaciones'}`;
}

/**
 * The batch of a bulk change, as each listing's Historial names it: its kind, the file it came
 * from when there was one, and its size ('Creación masiva, archivo Alta.xlsx (12 filas)').
 */
export function bulkBatch(kind: string, size: string, archivo?: string | null): string {
  return archivo ? `${kind}, archivo ${archivo} (${size})` : `${kind} (${size})`;
}
