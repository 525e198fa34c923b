// New orders taken by phone (001 §2.1 new-order mode, §5, §6, §7 POST /api/Ordenes; DECISIONS
// 7, 10, 27; issue 14 point 3): the add-product modal's lookup by market SKU, and the order's
// creation. The order, its lines, its timeline and audit rows, the new-order notification and
// the units taken from the listings' stock are written in one transaction with the listings
// locked (SELECT ... FOR UPDATE, in id order): two orders for the last unit cannot both pass
// the stock check. Each listing's stock change notifies (type 1); annulling the order returns
// the units (handlers.ts, returnStock).
import type { Handlers, Session } from '../http/contract.ts';
import { badRequest, conflict, forbidden, notFound } from '../http/errors.ts';
import type { Services } from '../services.ts';
import { audit } from '../audit.ts';
import { notify } from '../shared/notify.ts';
import { TipoUsuario } from '../../domain/roles.ts';
import { centsFromDecimal, decimalFromCents } from '../../domain/money.ts';
import { phoneOrderMessages } from '../../domain/phone-order-rules.ts';
import { sellerMessages } from '../../domain/texts/sellers.ts';
import type { OrderSteps } from './documents.ts';
import { notifyStockChanges } from './stock.ts';
import {
  insertOrder,
  lockSellable,
  sellerEstado,
  sellableBySku,
  takeStock,
  writeOrderStatus,
  type SellableRow,
} from './repository.ts';

export type PhoneOrderOperation = 'crearOrden' | 'buscarProductoOrden';

/** The seller a new order is for: the admin's choice, or the session's own (001 §6). */
function sellerFor(session: Session, idSeller: number | null | undefined): number {
  if (session.tipoUsuario === TipoUsuario.adminMod) {
    if (idSeller === undefined || idSeller === null)
      throw badRequest(phoneOrderMessages.sellerRequerido);
    return idSeller;
  }
  if (session.idSeller === null) throw forbidden(phoneOrderMessages.soloSuSeller);
  if (idSeller !== undefined && idSeller !== null && idSeller !== session.idSeller) {
    throw forbidden(phoneOrderMessages.soloSuSeller);
  }
  return session.idSeller;
}

/**
 * Why the listing of a market SKU cannot go into the seller's order now, or null when it can
 * (its own and active). 001 §5's 'Producto no encontrado' is for a SKU that names no listing,
 * and for another seller's listing when a seller's user asks (whose listings it does not see);
 * the admin moderator, who chooses the seller, learns that it is another seller's. A listing
 * that exists but is not active says its state.
 */
function whyNotSellable(
  l: SellableRow | undefined | null,
  idSeller: number,
  session: Session,
): { kind: 'missing' | 'inactive'; message: string } | null {
  if (l === undefined || l === null)
    return { kind: 'missing', message: phoneOrderMessages.productoNoEncontrado };
  if (l.id_seller !== idSeller) {
    const admin = session.tipoUsuario === TipoUsuario.adminMod;
    return {
      kind: 'missing',
      message: admin
        ? phoneOrderMessages.publicacionDeOtroSeller
        : phoneOrderMessages.productoNoEncontrado,
    };
  }
  if (l.estado !== 1)
    return { kind: 'inactive', message: phoneOrderMessages.publicacionNoActiva(l.estado) };
  return null;
}

const text = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);

export function phoneOrderHandlers(
  s: Services,
  steps: OrderSteps,
): Pick<Handlers, PhoneOrderOperation> {
  return {
    async buscarProductoOrden({ query, session }) {
      const idSeller = sellerFor(session, query.IdSeller);
      const listing = await sellableBySku(s.db, query.SkuMarket.trim().toUpperCase());
      const why = whyNotSellable(listing, idSeller, session);
      if (why !== null) {
        throw why.kind === 'inactive' ? conflict(why.message) : notFound(why.message);
      }
      if (listing === null) throw notFound(phoneOrderMessages.productoNoEncontrado);
      // Active without a unit: there is nothing to add, whatever the quantity.
      if (listing.stock < 1) throw conflict(phoneOrderMessages.publicacionSinStock);
      return {
        idPublicacion: listing.id_publicacion,
        skuMarket: listing.sku_market,
        titulo: listing.titulo,
        precioUnitario: Number(listing.precio),
        stock: listing.stock,
        imagenPrincipal: listing.imagen_principal,
      };
    },

    async crearOrden({ body, session }) {
      const idSeller = sellerFor(session, body.idSeller);
      // The same SKU twice is one line with the quantities added.
      const wanted = new Map<string, number>();
      for (const p of body.productos) {
        if (p.cantidad < 1) throw badRequest(phoneOrderMessages.cantidadMayorACero);
        const sku = p.skuMarket.trim().toUpperCase();
        wanted.set(sku, (wanted.get(sku) ?? 0) + p.cantidad);
      }
      if (wanted.size === 0) throw badRequest(phoneOrderMessages.sinProductos);
      const c = body.cliente;
      const cliente = {
        nombre: c.nombre.trim(),
        apellido: c.apellido.trim(),
        tipoDocumento: text(c.tipoDocumento) ?? 'DNI',
        documento: c.documento.trim(),
        email: text(c.email),
        telefono: text(c.telefono),
        domicilio: text(c.domicilio),
        numero: text(c.numeroDomicilio),
        piso: text(c.piso),
        departamento: text(c.departamento),
        codigoPostal: text(c.codigoPostal),
        localidad: text(c.localidad),
        provincia: text(c.provincia),
      };
      if (!cliente.nombre || !cliente.apellido || !cliente.documento) {
        throw badRequest(phoneOrderMessages.compradorIncompleto);
      }
      const e = body.entrega;
      const entrega = {
        idTipoEntrega: e.tipoEntrega,
        domicilio: text(e.domicilio),
        piso: text(e.piso),
        departamento: text(e.departamento),
        codigoPostal: text(e.codigoPostal),
        localidad: text(e.localidad),
        provincia: text(e.provincia),
      };
      if (
        entrega.idTipoEntrega === 1 &&
        (!entrega.domicilio || !entrega.codigoPostal || !entrega.localidad || !entrega.provincia)
      ) {
        throw badRequest(phoneOrderMessages.entregaIncompleta);
      }

      const idOrden = await s.db.tx(async (q) => {
        // 001 §4 (issue 16): an inactive or pending seller's listings are not sold.
        if ((await sellerEstado(q, idSeller)) !== 1) {
          throw conflict(sellerMessages.inactiveSellerNotSold);
        }
        const listings = await lockSellable(q, [...wanted.keys()]);
        const items = [...wanted].map(([sku, cantidad]) => {
          const l = listings.find((x) => x.sku_market === sku);
          const why = whyNotSellable(l, idSeller, session);
          // A SKU of no listing (or of another seller's) is bad input (400); a listing that is
          // not active, its state (409).
          if (why !== null) {
            throw why.kind === 'inactive' ? conflict(why.message) : badRequest(why.message);
          }
          if (l === undefined) throw badRequest(phoneOrderMessages.productoNoEncontrado);
          if (cantidad > l.stock) throw badRequest(phoneOrderMessages.sinStock);
          return { l, cantidad };
        });
        // DECISIONS 7: cents, never floats; the commission of each line's listing type.
        let venta = 0;
        let comision = 0;
        for (const { l, cantidad } of items) {
          const line = centsFromDecimal(l.precio) * cantidad;
          venta += line;
          comision += Math.round((line * Number(l.comision ?? '0')) / 100);
        }
        const first = items[0]?.l;
        const id = await insertOrder(q, {
          idSeller,
          montoVenta: decimalFromCents(venta),
          montoComision: decimalFromCents(comision),
          idTipoPublicacion: first?.id_tipo_publicacion ?? null,
          cliente,
          entrega,
          cuotas: body.pago.cuotas,
          tarjeta: text(body.pago.tarjeta),
          items: items.map(({ l, cantidad }) => ({
            idPublicacion: l.id_publicacion,
            skuMarket: l.sku_market,
            titulo: l.titulo,
            cantidad,
            precio: l.precio,
          })),
        });
        const stock = await takeStock(
          q,
          id,
          items.map(({ l, cantidad }) => ({ idPublicacion: l.id_publicacion, cantidad })),
        );
        await writeOrderStatus(q, id, 1, session.userId);
        await audit(q, {
          entidad: 'orden',
          idEntidad: id,
          desde: null,
          hacia: '1',
          evento: 'CREAR_ORDEN',
          idUsuario: session.userId,
        });
        await notify(q, {
          tipo: 3,
          idOrden: id,
          idSeller,
          codigoProducto: first?.sku_market ?? null,
          imagen: first?.imagen_principal ?? null,
          titulo: first?.titulo ?? `Orden ${String(id)}`,
        });
        await notifyStockChanges(q, stock);
        return id;
      });
      return steps.ordenOf(session, idOrden);
    },
  };
}
