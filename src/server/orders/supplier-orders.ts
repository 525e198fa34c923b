// Supplier green-sale orders (001 §2.2, §3, §4 'Oblea', §6 'Supplier orders', §7, §8; issue 15;
// the storage is described in openapi/supplier-orders.yaml): the list, one order, the label,
// its downloaded mark and the receipt. They are orders, so they live in the orders area and
// reuse its pieces: the order as /Ordenes/Editar shows it (steps.ordenOf), the shipping label
// (./oblea.ts) and the receipt PDF of the demo documents.
//
// 001 §6: a supplier (7) only ever reaches the green-sale orders of its own supplier. The scope
// is the session's user id, handed to every query (repository.ts GREEN_SALE_SCOPE), whatever
// the filter, the id or the receipt number say; another supplier's order answers 404 as one
// that does not exist, and the customer e-mail is never sent to a supplier.
import { historyPage } from '../history.ts';
import {
  supplierOrderHistoryEntities,
  supplierOrderHistoryTexts,
  supplierWithoutDetail,
} from './history.ts';
import type { Handlers, Session } from '../http/contract.ts';
import { badRequest, notFound } from '../http/errors.ts';
import type { Queryable } from '../db/db.ts';
import type { Services } from '../services.ts';
import { audit } from '../audit.ts';
import { TipoUsuario } from '../../domain/roles.ts';
import { commonMessages } from '../../domain/texts/common.ts';
import { orderMessages, platformName } from '../../domain/order-rules.ts';
import { supplierOrderMessages } from '../../domain/texts/supplier-orders.ts';
import { estadoOrdenLabels } from '../../../machines/order.ts';
import { demoDocumentPdf } from '../db/seed/order-documents.ts';
import { labelPdf } from './oblea.ts';
import type { OrderSteps } from './documents.ts';
import {
  findGreenSale,
  listGreenSales,
  orderItems,
  searchSuppliers,
  writeGreenSaleMark,
  type GreenSaleMark,
} from './repository.ts';
import { listPending } from '../pending/area.ts';

export type SupplierOrderOperation =
  | 'buscarOrdenesVentaVerde'
  | 'buscarProveedores'
  | 'obtenerOrdenVentaVerde'
  | 'historialOrdenVentaVerde'
  | 'descargarObleaVentaVerde'
  | 'marcarObleaVentaVerde'
  | 'descargarComprobanteVentaVerde';

/** 001 §9: supplier orders are paged by 10. */
const PAGE_SIZE = 10;

const iso = (d: Date | string) => new Date(d).toISOString();
const isoOrNull = (d: Date | string | null) => (d === null ? null : iso(d));

/** The session's user when it is a supplier (the scope of every query), null for staff. */
const supplierUser = (session: Session): number | null =>
  session.tipoUsuario === TipoUsuario.proveedor ? session.userId : null;

export function supplierOrderHandlers(
  s: Services,
  steps: OrderSteps,
): Pick<Handlers, SupplierOrderOperation> {
  /** The green-sale order within the scope: 404 when it is none, or another supplier's. */
  async function visibleGreenSale(
    q: Queryable,
    session: Session,
    idOrden: number,
    lock = false,
  ): Promise<GreenSaleMark> {
    const mark = await findGreenSale(q, { idOrden }, supplierUser(session), lock);
    if (!mark) throw notFound(orderMessages.notFound);
    return mark;
  }

  const pdfBase64 = (pdf: Uint8Array) => Buffer.from(pdf).toString('base64');

  return {
    async buscarOrdenesVentaVerde({ body, session }) {
      const f = body;
      if (f.fechaDesde && f.fechaHasta && f.fechaDesde > f.fechaHasta) {
        throw badRequest(commonMessages.dateRangeInverted);
      }
      const size = f.cantidadPagina ?? PAGE_SIZE;
      const page = f.numeroPagina ?? 1;
      const supplier = supplierUser(session);
      const { total, rows } = await listGreenSales(
        s.db,
        {
          idUsuarioProveedor: supplier,
          idProveedor: f.idProveedor ?? undefined,
          idOrden: f.idOrden ?? undefined,
          documento: f.documento ?? undefined,
          nombre: f.nombre ?? undefined,
          apellido: f.apellido ?? undefined,
          idEstado: f.idEstado ?? undefined,
          fechaDesde: f.fechaDesde ?? undefined,
          fechaHasta: f.fechaHasta ?? undefined,
          fechaModific: f.fechaModific ?? undefined,
          skuMarket: f.skuMarket ?? undefined,
          idTipoPlataforma: f.idTipoPlataforma ?? undefined,
          idOrdenDesde: f.idOrdenDesde ?? undefined,
          idOrdenHasta: f.idOrdenHasta ?? undefined,
          pendiente: listPending(session, f.pendiente, 'ordenesProveedores'),
        },
        page,
        size,
      );
      const items = await orderItems(
        s.db,
        rows.map((r) => r.id_orden),
      );
      return {
        cantidadTotal: total,
        elementos: rows.map((row) => ({
          idOrden: row.id_orden,
          fecha: iso(row.fecha),
          cliente: {
            nombre: row.cliente_nombre,
            apellido: row.cliente_apellido,
            documento: row.cliente_documento,
            // 001 §6: the admin moderator's (as on the order screen, 001 §2.1); never a
            // supplier's.
            email: session.tipoUsuario === TipoUsuario.adminMod ? row.cliente_email : null,
          },
          montoVenta: Number(row.monto_venta),
          productos: items
            .filter((i) => i.id_orden === row.id_orden)
            .map((i) => ({
              cantidad: i.cantidad,
              titulo: i.titulo,
              precioUnitario: Number(i.precio_unitario),
              skuMarket: i.sku_market,
              imagenPrincipal: i.imagen_principal,
            })),
          idVendedorBoca: row.id_vendedor_boca,
          plataforma: {
            codigo: row.id_plataforma as 0 | 1 | 2,
            descripcion: platformName(row.id_plataforma, s.config.brandName),
          },
          entrega: { tipoEntrega: { codigo: row.id_tipo_entrega, descripcion: row.tipo_entrega } },
          obleaDescargada: row.oblea_descargada,
          comprobante: row.comprobante,
          anulacionMarket: {
            anulado: row.anulada_por_market,
            motivoAnulacion:
              row.anulada_por_market && row.id_motivo_anulacion_market !== null
                ? {
                    idMotivo: row.id_motivo_anulacion_market,
                    descripcion: row.motivo_anulacion_market ?? '',
                    detalle: row.detalle_anulacion_market,
                  }
                : null,
          },
          seller: { codigo: row.id_seller, descripcion: row.razon_social, urlLogo: row.url_logo },
          proveedor: { codigo: row.id_proveedor, descripcion: row.proveedor },
          estado: { idEstado: row.estado, descripcion: estadoOrdenLabels[row.estado] },
        })),
      };
    },

    async buscarProveedores({ query, session }) {
      const rows = await searchSuppliers(
        s.db,
        query.descripcion ?? '',
        supplierUser(session),
        query.CantidadPagina ?? PAGE_SIZE,
      );
      return {
        elementos: rows.map((r) => ({ codigo: r.id_proveedor, descripcion: r.descripcion })),
      };
    },

    async obtenerOrdenVentaVerde({ query, session }) {
      const mark = await visibleGreenSale(s.db, session, query.IdVenta);
      const orden = await steps.ordenOf(session, mark.id_orden);
      // ordenOf's contact rule (001 §2.1, §6) already leaves the supplier without the e-mail
      // and the phone; said again here, as this is the rule of this screen.
      const cliente =
        supplierUser(session) === null
          ? orden.cliente
          : { ...orden.cliente, email: null, telefono: null };
      return { ...orden, cliente, obleaDescargada: mark.oblea_descargada };
    },

    async historialOrdenVentaVerde({ query, session }) {
      const mark = await visibleGreenSale(s.db, session, query.IdVenta);
      return historyPage(s.db, {
        entidades: supplierOrderHistoryEntities(session.tipoUsuario),
        idEntidad: mark.id_orden,
        numeroPagina: query.NumeroPagina,
        viewer: session,
        texts: supplierOrderHistoryTexts,
        withoutDetail: supplierWithoutDetail(session.tipoUsuario),
      });
    },

    async descargarObleaVentaVerde({ query, session }) {
      const mark = await visibleGreenSale(s.db, session, query.IdVenta);
      const row = await steps.visibleOrder(s.db, session, mark.id_orden);
      // The supplier ships it: it is the label's sender.
      const pdf = await labelPdf(row, { razon_social: mark.proveedor, cuit: null, email: null });
      return { oblea: pdfBase64(pdf) };
    },

    async marcarObleaVentaVerde({ body, session }) {
      const borrado = body.Borrado === true;
      const mark = await s.db.tx(async (q) => {
        const before = await visibleGreenSale(q, session, body.IdOrden, true);
        const after = await writeGreenSaleMark(q, before.id_orden, session.userId, borrado);
        await audit(q, {
          entidad: 'orden-oblea-venta-verde',
          idEntidad: before.id_orden,
          desde: String(before.oblea_descargada),
          hacia: String(after.oblea_descargada),
          evento: borrado ? 'BORRAR_OBLEA' : 'DESCARGAR_OBLEA',
          idUsuario: session.userId,
        });
        return after;
      });
      return {
        IdOrden: mark.id_orden,
        obleaDescargada: mark.oblea_descargada,
        FechaDescarga: isoOrNull(mark.oblea_fecha_descarga),
        FechaActualizacion: isoOrNull(mark.oblea_fecha_actualizacion),
      };
    },

    async descargarComprobanteVentaVerde({ query, session }) {
      const mark = await findGreenSale(
        s.db,
        { comprobante: query.comprobante.trim() },
        supplierUser(session),
      );
      if (!mark) throw notFound(supplierOrderMessages.comprobanteNotFound);
      const row = await steps.visibleOrder(s.db, session, mark.id_orden);
      const lines = await orderItems(s.db, [row.id_orden]);
      const pdf = await demoDocumentPdf(
        'Factura',
        {
          id_orden: row.id_orden,
          id_seller: row.id_seller,
          estado: row.estado,
          fecha_facturacion: row.fecha_facturacion ?? row.fecha,
          razon_social: row.razon_social,
          cuit: null,
          cliente_nombre: row.cliente_nombre,
          cliente_apellido: row.cliente_apellido,
          cliente_tipo_documento: row.cliente_tipo_documento,
          cliente_documento: row.cliente_documento,
          monto_venta: row.monto_venta,
        },
        lines,
      );
      return { factura: pdfBase64(pdf) };
    },
  };
}
