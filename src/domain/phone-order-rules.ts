// The texts and limits of a new order taken by phone (001 §2.1 new-order mode, §5, §6), shared
// by the add-product modal and the server (src/server/orders/phone-orders.ts). The quoted texts
// are the spec's, character for character; the others fill what it leaves "not shown".

import { TipoUsuario, sellers } from './roles.ts';

/**
 * Who takes a phone order (001 §2.1, §6): the admin moderator for any seller (the seller selector
 * is the admin's alone), the seller's users for their own seller.
 */
export const phoneOrderTakers: readonly TipoUsuario[] = [TipoUsuario.adminMod, ...sellers];

/** 001 §5: the add-product modal's quantity has at most 2 digits. */
export const MAX_CANTIDAD_PRODUCTO = 99;

/** 001 §5: the modal waits this long after typing before it looks the product up. */
export const PRODUCT_LOOKUP_DELAY_MS = 1000;

/** 000 §4: the listing states that are not sold (1 activo is), as a sentence names them. */
const estadosNoVendibles: Record<number, string> = {
  2: 'pausada',
  3: 'pendiente de activación',
  4: 'en revisión',
  5: 'eliminada',
};

export const phoneOrderMessages = {
  // 001 §5, quoted: a market SKU that names no listing (of the order's seller).
  productoNoEncontrado: 'Producto no encontrado',
  // Not shown in the spec: why a listing that exists cannot be added, so that a typo and a
  // listing that is not on sale never read the same.
  publicacionNoActiva: (estado: number) =>
    `La publicación no está activa (${estadosNoVendibles[estado] ?? `estado ${String(estado)}`}): no se puede vender.`,
  publicacionSinStock: 'La publicación no tiene stock: no se puede vender.',
  publicacionDeOtroSeller: 'La publicación es de otro seller: elija ese seller para venderla.',
  cantidadMayorACero: 'Ingrese cantidad mayor a 0',
  sinStock: 'El producto no cuenta con stock suficiente',
  sellerRequerido: 'Seleccione un seller',
  soloSuSeller: 'Solo puede crear órdenes de su seller.',
  sinProductos: 'Agregue al menos un producto.',
  compradorIncompleto: 'Complete nombre, apellido y documento del comprador.',
  entregaIncompleta: 'Complete domicilio, código postal, localidad y provincia de entrega.',
  ordenCreada: 'Orden creada',
} as const;
