// Orders (001 §2.1, §3, §4, §5, §6, §7 'Orders', §8; DECISIONS 10, 18, 27): the list with its
// totals, one order with what the viewer may see, and the status workflow. The order machine
// (machines/order.ts) decides every status change from the stored order (403 role, 409 state,
// with its Spanish reasons); each change is written with its timeline row and its audit row in
// one transaction, on the order locked, so two decisions sent at once cannot both win. Seller
// admins and sellers only ever see or change their own seller's orders: another seller's order
// answers 404, as one that does not exist (001 §6).
import type { Handlers, Session } from '../http/contract.ts';
import { noContent } from '../http/contract.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import type { Queryable } from '../db/db.ts';
import type { Services } from '../services.ts';
import type { components } from '../../api/schema.d.ts';
import { isSellerScoped } from '../../domain/roles.ts';
import { checkActingUser, sellerScope } from '../shared/seller-scope.ts';
import { commonMessages } from '../../domain/texts/common.ts';
import { notify } from '../shared/notify.ts';
import { audit } from '../audit.ts';
import type { AuditDetail } from '../../domain/history.ts';
import { historyPage } from '../history.ts';
import { orderHistoryEntities, orderHistoryTexts } from './history.ts';
import {
  ORDERS_PAGE_SIZE,
  orderMessages,
  platformName,
  seesAdminDetail,
  seesCommission,
  seesContactData,
  seesTotals,
  validTrackingUrl,
  couponComplete,
} from '../../domain/order-rules.ts';
import { MAX_CENTS, centsFromAmount, decimalFromCents } from '../../domain/money.ts';
import {
  estadoOrdenLabels,
  invoiceWindowClosed,
  orderDecision,
  orderOutcome,
  orderRefusal,
  type OrderContext,
  type OrderInput,
  type OrderUserEvent,
} from '../../../machines/order.ts';
import { allowedOutcome, writeStep } from '../workflow.ts';
import {
  acquirerExists,
  insertCoupon,
  planOf,
  acquirers,
  cancellationReasons,
  firstItem,
  listOrders,
  loadOrder,
  orderCoupons,
  orderDocuments,
  orderItems,
  orderTimeline,
  rejectionReasons,
  returnStock,
  writeDecision,
  writeOrderStatus,
  writeRequest,
  writeSaleStatus,
  writeTracking,
  type ItemRow,
  type OrderRow,
} from './repository.ts';
import { documentHandlers, type DocumentOperation, type OrderSteps } from './documents.ts';
import { notifyStockChanges } from './stock.ts';
import { labelHandlers, type LabelOperation } from './oblea.ts';
import { phoneOrderHandlers, type PhoneOrderOperation } from './phone-orders.ts';
import { supplierOrderHandlers, type SupplierOrderOperation } from './supplier-orders.ts';
import { listPending } from '../pending/area.ts';

type OrderOperation =
  | 'buscarOrdenes'
  | 'obtenerOrden'
  | 'historialOrden'
  | 'obtenerCompradorOrden'
  | 'obtenerEstadoVenta'
  | 'anularEstadoVenta'
  | 'aprobarEstadoVenta'
  | 'solicitarAnulacionOrden'
  | 'decidirAnulacionOrden'
  | 'entregarOrden'
  | 'agregarCuponPago'
  | 'actualizarUrlTracking'
  | 'motivosSolicitudAnulacion'
  | 'motivosRechazoAnulacion'
  | 'tiposAdquirientes';

type Orden = components['schemas']['Orden'];
type OrdenResumen = components['schemas']['OrdenResumen'];
type ClienteOrden = components['schemas']['ClienteOrden'];

const iso = (d: Date | string) => new Date(d).toISOString();
const isoOrNull = (d: Date | string | null) => (d === null ? null : iso(d));
const amount = (decimal: string) => Number(decimal);

/** Why a role is refused each event (403). */
const verbs: Record<OrderUserEvent['type'], string> = {
  SUBIR_FACTURA: 'facturar órdenes',
  ELIMINAR_FACTURA: 'eliminar facturas',
  SUBIR_NOTA_CREDITO: 'anular órdenes con nota de crédito',
  ELIMINAR_NOTA_CREDITO: 'eliminar notas de crédito',
  SOLICITAR_ANULACION: 'solicitar anulaciones',
  ANULAR_CON_DEVOLUCION: 'decidir solicitudes de anulación',
  ANULAR_SIN_DEVOLUCION: 'decidir solicitudes de anulación',
  RECHAZAR_SOLICITUD: 'decidir solicitudes de anulación',
  ENTREGAR: 'marcar órdenes entregadas',
  ANULAR_VENTA: 'cambiar el estado interno de la venta',
  APROBAR_VENTA: 'cambiar el estado interno de la venta',
};

/** What the order machine reads of a stored order, at `now` (DECISIONS 18's window). */
export function storedOrder(row: OrderRow, now: Date): OrderInput {
  return {
    idEstado: row.estado,
    anuladaPorMarket: row.anulada_por_market,
    tieneFactura: row.tiene_factura,
    tieneNotaCredito: row.tiene_nota_credito,
    // A decided request keeps its reason on record; the machine reads it only while requested.
    solicitudConMotivo: row.estado === 3 && row.id_motivo_solicitud !== null,
    fueraDeVentana: invoiceWindowClosed(row.fecha_facturacion, now),
    envioPropio: row.envio_propio,
    // The request's decision (with or without refund) is what annulled it.
    anuladaPorSolicitud: row.estado === 5 && row.devolucion_dinero !== null,
  };
}

/** The machine's answer for the event at the stored order: the order it leads to, or 403/409. */
function decide(stored: OrderInput, event: OrderUserEvent): OrderContext {
  return allowedOutcome(
    {
      decision: orderDecision(stored, event),
      refusal: orderRefusal(stored, event),
      outcome: () => orderOutcome(stored, event),
    },
    {
      rol: `Su perfil no puede ${verbs[event.type]}.`,
      estado: () => {
        if (event.type === 'ANULAR_VENTA' || event.type === 'APROBAR_VENTA') {
          return `La venta ya está ${stored.anuladaPorMarket ? 'anulada' : 'aprobada'}.`;
        }
        const label = estadoOrdenLabels[stored.idEstado ?? 1];
        return `La orden está ${label}: no admite esta acción.`;
      },
    },
  );
}

function cliente(row: OrderRow, session: Session): ClienteOrden {
  const contact = seesContactData(session.tipoUsuario, {
    mostrarInfoContacto: row.mostrar_info_contacto,
    envioPropio: row.envio_propio,
  });
  return {
    nombre: row.cliente_nombre,
    apellido: row.cliente_apellido,
    email: contact ? row.cliente_email : null,
    documento: row.cliente_documento,
    tipoDocumento: row.cliente_tipo_documento,
    domicilio: row.cliente_domicilio,
    numeroDomicilio: row.cliente_numero,
    piso: row.cliente_piso,
    departamento: row.cliente_departamento,
    codigoPostal: row.cliente_codigo_postal,
    localidad: row.cliente_localidad,
    provincia: row.cliente_provincia,
    telefono: contact ? row.cliente_telefono : null,
  };
}

function anulacionMarket(row: OrderRow): OrdenResumen['anulacionMarket'] {
  return {
    anulado: row.anulada_por_market,
    motivoAnulacion:
      row.anulada_por_market && row.id_motivo_anulacion_market !== null
        ? {
            idMotivo: row.id_motivo_anulacion_market,
            descripcion: row.motivo_anulacion_market ?? '',
            detalle: row.detalle_anulacion_market,
          }
        : null,
  };
}

function motivoSolicitud(row: OrderRow): OrdenResumen['motivoSolicitudOrden'] {
  if (row.fecha_solicitud === null && row.id_motivo_solicitud === null) return null;
  return {
    idMotivo: row.id_motivo_solicitud,
    descripcion: row.motivo_solicitud,
    detalle: row.detalle_solicitud,
    fecha: isoOrNull(row.fecha_solicitud),
  };
}

export function ordersHandlers(
  s: Services,
): Pick<
  Handlers,
  OrderOperation | DocumentOperation | LabelOperation | PhoneOrderOperation | SupplierOrderOperation
> {
  const brand = s.config.brandName;
  const plataforma = (codigo: number) => ({
    codigo: codigo as 0 | 1 | 2,
    descripcion: platformName(codigo, brand),
  });
  /** The public product page of a market SKU. */
  const fichaWeb = (sku: string | null) =>
    sku === null ? null : `${s.config.publicSiteUrl}/producto/${encodeURIComponent(sku)}`;

  /** The order within the session's scope: 404 when it does not exist or is another seller's. */
  async function visibleOrder(
    q: Queryable,
    session: Session,
    idOrden: number,
    lock = false,
  ): Promise<OrderRow> {
    const row = await loadOrder(q, idOrden, lock);
    if (!row) throw notFound(orderMessages.notFound);
    if (isSellerScoped(session.tipoUsuario) && session.idSeller !== row.id_seller) {
      throw notFound(orderMessages.notFound);
    }
    return row;
  }

  function producto(i: ItemRow): Orden['productos'][number] {
    return {
      idPublicacion: i.id_publicacion,
      skuMarket: i.sku_market,
      skuSeller: i.sku_seller,
      ean: i.ean,
      cantidad: i.cantidad,
      precioUnitario: amount(i.precio_unitario),
      precioLista: i.precio_lista === null ? null : amount(i.precio_lista),
      titulo: i.titulo,
      marca: { descripcion: i.marca },
      subfamilia: { descripcion: i.subfamilia },
      imagenPrincipal: i.imagen_principal,
      urlFichaWeb: fichaWeb(i.sku_market),
      stock: i.stock,
    };
  }

  /** The order as /Ordenes/Editar shows it to this session (001 §2.1, §6). */
  async function orden(q: Queryable, row: OrderRow, session: Session): Promise<Orden> {
    const admin = seesAdminDetail(session.tipoUsuario);
    const [items, timeline, documents, coupons] = [
      await orderItems(q, [row.id_orden]),
      await orderTimeline(q, row.id_orden),
      await orderDocuments(q, row.id_orden),
      admin ? await orderCoupons(q, row.id_orden) : null,
    ];
    return {
      idOrden: row.id_orden,
      idReferencia: row.id_referencia,
      fecha: iso(row.fecha),
      seller: {
        codigo: row.id_seller,
        descripcion: row.razon_social,
        urlLogo: row.url_logo,
        mostrarInfoContacto: row.mostrar_info_contacto,
        envioPropio: row.envio_propio,
      },
      plataforma: admin ? plataforma(row.id_plataforma) : null,
      idVendedorBoca: admin ? row.id_vendedor_boca : null,
      estadoActual: { idEstado: row.estado, descripcion: estadoOrdenLabels[row.estado] },
      estado: timeline.map((t) => ({
        idEstado: t.id_estado,
        descripcion: estadoOrdenLabels[t.id_estado],
        fecha: iso(t.fecha),
      })),
      montoVenta: amount(row.monto_venta),
      montoComision: seesCommission(session.tipoUsuario) ? amount(row.monto_comision) : null,
      montoGastoEnvio: amount(row.monto_gasto_envio),
      productos: items.map(producto),
      cliente: cliente(row, session),
      entrega: {
        tipoEntrega: { codigo: row.id_tipo_entrega, descripcion: row.tipo_entrega },
        entregaDomicilio: {
          domicilio: row.entrega_domicilio,
          departamento: row.entrega_departamento,
          piso: row.entrega_piso,
          codigoPostal: row.entrega_codigo_postal,
          localidad: row.entrega_localidad,
          provincia: row.entrega_provincia,
          urlTracking: row.url_tracking,
        },
      },
      pago: {
        cupones:
          coupons === null
            ? null
            : coupons.map((c) => ({
                nroPlan: c.nro_plan,
                cuotas: c.cuotas,
                tarjeta: c.tarjeta,
                montoCuota: amount(c.monto_cuota),
                banco: c.banco,
                autorizacion: c.autorizacion,
                nroCupon: c.nro_cupon,
                ultimosCuatroDigitos: c.ultimos_cuatro_digitos,
                adquiriente: c.adquiriente,
                idAdquiriente: c.id_adquiriente,
                idTransaccion: Number(c.id_transaccion),
                primerosSeisDigitos: c.primeros_seis_digitos,
                recargo: amount(c.recargo),
              })),
        cuotas: row.cuotas,
        tarjeta: row.tarjeta,
      },
      tipoPublicacion: { tipo: row.tipo_publicacion },
      motivoSolicitudOrden: motivoSolicitud(row),
      anulacionMarket: anulacionMarket(row),
      obleaDescargada: row.oblea_descargada,
      fechaFacturacion: isoOrNull(row.fecha_facturacion),
      comprobantes: documents.map((d) => ({
        idEstado: d.id_estado,
        nombre: d.nombre_original,
        fecha: iso(d.fecha),
      })),
      flujo: { ...storedOrder(row, new Date()), idEstado: row.estado } as Orden['flujo'],
    };
  }

  /**
   * One status event: the order locked within the scope, the machine's decision at the stored
   * order, then the status (with its timeline row), what `write` adds, the audit row and, when
   * the order ends anulado, its notification (DECISIONS 27), all in one transaction.
   */
  async function statusStep(
    session: Session,
    idOrden: number,
    pick: (row: OrderRow, stored: OrderInput) => OrderUserEvent,
    write: (
      q: Queryable,
      row: OrderRow,
      outcome: OrderContext,
    ) => Promise<AuditDetail | undefined | void> = () => Promise.resolve(undefined),
  ): Promise<Orden> {
    const id = await s.db.tx(async (q) => {
      const row = await visibleOrder(q, session, idOrden, true);
      const stored = storedOrder(row, new Date());
      const event = pick(row, stored);
      const outcome = decide(stored, event);
      const venta = event.type === 'ANULAR_VENTA' || event.type === 'APROBAR_VENTA';
      const step = venta
        ? {
            entidad: 'orden-venta',
            idEntidad: row.id_orden,
            desde: row.anulada_por_market ? 'Anulado' : 'Aprobado',
            hacia: outcome.anuladaPorMarket ? 'Anulado' : 'Aprobado',
            evento: event.type,
          }
        : {
            entidad: 'orden',
            idEntidad: row.id_orden,
            desde: row.estado,
            hacia: outcome.idEstado,
            evento: event.type,
          };
      await writeStep(q, session, step, async () => {
        // A credit note added to (or deleted from) an order that stays anulado adds no row
        // to its timeline.
        if (!venta && outcome.idEstado !== row.estado) {
          await writeOrderStatus(q, row.id_orden, outcome.idEstado, session.userId);
        }
        return write(q, row, outcome);
      });
      if (!venta && outcome.idEstado === 5 && row.estado !== 5) {
        const item = await firstItem(q, row.id_orden);
        await notify(q, {
          tipo: 4,
          idOrden: row.id_orden,
          idSeller: row.id_seller,
          codigoProducto: item?.sku_market ?? null,
          imagen: item?.imagen ?? null,
          titulo: item?.titulo ?? `Orden ${String(row.id_orden)}`,
        });
        // A phone order's units go back to its listings (once; a platform's order took none).
        await notifyStockChanges(q, await returnStock(q, row.id_orden));
      }
      return row.id_orden;
    });
    const fresh = await visibleOrder(s.db, session, id);
    return orden(s.db, fresh, session);
  }

  function checkSeller(row: OrderRow, idSeller: number | null | undefined): void {
    if (idSeller !== undefined && idSeller !== null && idSeller !== row.id_seller) {
      throw badRequest(orderMessages.otroSeller);
    }
  }

  const steps: OrderSteps = {
    visibleOrder: (q, session, idOrden) => visibleOrder(q, session, idOrden),
    decideAt: (row, event) => decide(storedOrder(row, new Date()), event),
    statusStep,
    checkSeller,
    ordenOf: async (session, idOrden) =>
      orden(s.db, await visibleOrder(s.db, session, idOrden), session),
  };

  return {
    ...documentHandlers(s, steps),
    ...labelHandlers(s, steps),
    ...phoneOrderHandlers(s, steps),
    ...supplierOrderHandlers(s, steps),

    async buscarOrdenes({ query, session }) {
      const size = query.CantidadPagina ?? ORDERS_PAGE_SIZE;
      const page = query.NumeroPagina ?? 1;
      if (query.FechaDesde && query.FechaHasta && query.FechaDesde > query.FechaHasta) {
        throw badRequest(commonMessages.dateRangeInverted);
      }
      const { totals, rows } = await listOrders(
        s.db,
        {
          idSeller: sellerScope(session, query.IdSeller),
          idOrden: query.IdOrden,
          documento: query.Documento,
          nombre: query.Nombre,
          apellido: query.Apellido,
          skuMarket: query.SkuMarket,
          idPublicacion: query.IdPublicacion,
          idEstado: query.IdEstado,
          fechaDesde: query.FechaDesde,
          fechaHasta: query.FechaHasta,
          pendiente: listPending(session, query.Pendiente, 'ordenes'),
        },
        page,
        size,
      );
      const items = await orderItems(
        s.db,
        rows.map((r) => r.id_orden),
      );
      const commission = seesCommission(session.tipoUsuario);
      const totalsShown = seesTotals(session.tipoUsuario);
      return {
        elementos: rows.map((row) => ({
          idOrden: row.id_orden,
          idReferencia: row.id_referencia,
          fecha: iso(row.fecha),
          seller: { codigo: row.id_seller, descripcion: row.razon_social },
          cliente: {
            nombre: row.cliente_nombre,
            apellido: row.cliente_apellido,
            documento: row.cliente_documento,
          },
          plataforma: plataforma(row.id_plataforma),
          productos: items
            .filter((i) => i.id_orden === row.id_orden)
            .map((i) => ({
              cantidad: i.cantidad,
              titulo: i.titulo,
              precioUnitario: amount(i.precio_unitario),
              skuSeller: i.sku_seller,
              skuMarket: i.sku_market,
            })),
          montoVenta: amount(row.monto_venta),
          montoComision: commission ? amount(row.monto_comision) : null,
          estado: { idEstado: row.estado, descripcion: estadoOrdenLabels[row.estado] },
          tipoEntrega: { codigo: row.id_tipo_entrega, descripcion: row.tipo_entrega },
          anulacionMarket: anulacionMarket(row),
          motivoSolicitudOrden: motivoSolicitud(row),
        })),
        cantidadTotal: totals.n,
        montoVentasTotal: totalsShown ? amount(totals.ventas) : null,
        montoComisionTotal: totalsShown && commission ? amount(totals.comision) : null,
      };
    },

    async obtenerOrden({ query, session }) {
      const row = await visibleOrder(s.db, session, query.IdOrden);
      return orden(s.db, row, session);
    },

    async historialOrden({ query, session }) {
      const row = await visibleOrder(s.db, session, query.IdOrden);
      return historyPage(s.db, {
        entidades: orderHistoryEntities(session.tipoUsuario),
        idEntidad: row.id_orden,
        numeroPagina: query.NumeroPagina,
        viewer: session,
        texts: orderHistoryTexts,
      });
    },

    async obtenerCompradorOrden({ query, session }) {
      const row = await visibleOrder(s.db, session, query.IdOrden);
      return cliente(row, session);
    },

    async obtenerEstadoVenta({ query, session }) {
      checkActingUser(session, query.idUsuario);
      const row = await visibleOrder(s.db, session, query.idVenta);
      return { estado: row.anulada_por_market ? 'Anulado' : 'Aprobado' };
    },

    async anularEstadoVenta({ body, session }) {
      checkActingUser(session, body.idUsuario);
      const after = await statusStep(
        session,
        body.idVenta,
        () => ({ type: 'ANULAR_VENTA', tipoUsuario: session.tipoUsuario }),
        (q, row) => writeSaleStatus(q, row.id_orden, true),
      );
      return { estado: after.anulacionMarket.anulado ? 'Anulado' : 'Aprobado' };
    },

    async aprobarEstadoVenta({ body, session }) {
      checkActingUser(session, body.idUsuario);
      const after = await statusStep(
        session,
        body.idVenta,
        () => ({ type: 'APROBAR_VENTA', tipoUsuario: session.tipoUsuario }),
        (q, row) => writeSaleStatus(q, row.id_orden, false),
      );
      return { estado: after.anulacionMarket.anulado ? 'Anulado' : 'Aprobado' };
    },

    async solicitarAnulacionOrden({ body, session }) {
      if (!body.solicitarAnulacion) throw badRequest(orderMessages.solicitarAnulacionFalso);
      const motivos = await cancellationReasons(s.db);
      const idMotivo = body.idMotivoAnulacion ?? null;
      if (idMotivo === null || !motivos.some((m) => m.id_motivo === idMotivo)) {
        throw badRequest(orderMessages.motivoSolicitudRequerido);
      }
      const detalle = body.detalle?.trim() ? body.detalle.trim() : null;
      return statusStep(
        session,
        body.idVenta,
        (row) => {
          checkSeller(row, body.idSeller);
          return { type: 'SOLICITAR_ANULACION', tipoUsuario: session.tipoUsuario };
        },
        async (q, row) => {
          await writeRequest(q, row.id_orden, idMotivo, detalle);
          return {
            motivo: motivos.find((m) => m.id_motivo === idMotivo)?.descripcion ?? null,
            comentario: detalle,
          };
        },
      );
    },

    async decidirAnulacionOrden({ body, session }) {
      const idMotivoRechazo = body.idMotivoAnula ?? null;
      let motivoRechazo: string | null = null;
      if (body.rechazado) {
        const motivos = await rejectionReasons(s.db);
        motivoRechazo = motivos.find((m) => m.codigo === idMotivoRechazo)?.descripcion ?? null;
        if (idMotivoRechazo === null || motivoRechazo === null) {
          throw badRequest(orderMessages.motivoRechazoRequerido);
        }
      }
      return statusStep(
        session,
        body.idVenta,
        (row) => {
          checkSeller(row, body.idSeller);
          const type = body.rechazado
            ? 'RECHAZAR_SOLICITUD'
            : body.devolucionDinero
              ? 'ANULAR_CON_DEVOLUCION'
              : 'ANULAR_SIN_DEVOLUCION';
          return { type, tipoUsuario: session.tipoUsuario };
        },
        async (q, row) => {
          await writeDecision(q, row.id_orden, {
            devolucionDinero: body.rechazado ? null : body.devolucionDinero,
            idMotivoRechazo: body.rechazado ? idMotivoRechazo : null,
          });
          return { motivo: motivoRechazo };
        },
      );
    },

    async entregarOrden({ body, session }) {
      return statusStep(session, body.idVenta, () => ({
        type: 'ENTREGAR',
        tipoUsuario: session.tipoUsuario,
      }));
    },

    async agregarCuponPago({ body, session }) {
      const draft = {
        nroPlan: body.nroPlan,
        tarjeta: body.tarjeta,
        montoCuota: body.montoCuota,
        nroCupon: body.nroCupon,
        ultimosCuatroDigitos: body.ultimosCuatroDigitos?.trim() ?? '',
        primerosSeisDigitos: body.primerosSeisDigitos?.trim() ?? '',
        idAdquiriente: body.idAdquiriente,
        idTransaccion: body.idTransaccion,
        recargo: body.recargo,
      };
      let montoCents: number;
      let recargoCents: number;
      try {
        montoCents = centsFromAmount(body.montoCuota);
        recargoCents = centsFromAmount(body.recargo);
      } catch {
        throw badRequest(orderMessages.cuponInvalido);
      }
      if (!couponComplete(draft) || montoCents > MAX_CENTS || recargoCents > MAX_CENTS) {
        throw badRequest(orderMessages.cuponInvalido);
      }
      const id = await s.db.tx(async (q) => {
        const row = await visibleOrder(q, session, body.idOrden, true);
        // 001 §5: the plan must exist (platform 1, as the modal's search).
        const plan = await planOf(q, body.nroPlan);
        if (plan === null || !(await acquirerExists(q, body.idAdquiriente))) {
          throw badRequest(orderMessages.cuponInvalido);
        }
        if (row.estado === 5) throw conflict(orderMessages.cuponAnulada);
        await insertCoupon(q, row.id_orden, {
          ...draft,
          cuotas: plan.cuotas,
          banco: body.banco?.trim() ? body.banco.trim() : null,
          autorizacion: body.autorizacion?.trim() ? body.autorizacion.trim() : null,
          montoCuota: decimalFromCents(montoCents),
          recargo: decimalFromCents(recargoCents),
        });
        await audit(q, {
          entidad: 'orden-cupon',
          idEntidad: row.id_orden,
          desde: null,
          hacia: String(body.nroCupon),
          evento: 'AGREGAR_CUPON',
          idUsuario: session.userId,
        });
        return row.id_orden;
      });
      return orden(s.db, await visibleOrder(s.db, session, id), session);
    },

    async actualizarUrlTracking({ body, session }) {
      const url = body.urlTracking.trim();
      if (!validTrackingUrl(url)) throw badRequest(orderMessages.trackingInvalido);
      await s.db.tx(async (q) => {
        const row = await visibleOrder(q, session, body.idVenta, true);
        // 001 §6: only when the seller has own shipping.
        if (!row.envio_propio) throw conflict(orderMessages.trackingSinEnvioPropio);
        await writeTracking(q, row.id_orden, url);
        await audit(q, {
          entidad: 'orden-tracking',
          idEntidad: row.id_orden,
          desde: row.url_tracking,
          hacia: url,
          evento: 'ACTUALIZAR_URL_TRACKING',
          idUsuario: session.userId,
        });
      });
      return noContent;
    },

    async motivosSolicitudAnulacion() {
      const rows = await cancellationReasons(s.db);
      return {
        motivosSolicitudAnulacion: rows.map((r) => ({
          idMotivo: r.id_motivo,
          descripcion: r.descripcion,
        })),
      };
    },

    async motivosRechazoAnulacion() {
      const rows = await rejectionReasons(s.db);
      return {
        motivosRechazoAnulacion: rows.map((r) => ({
          codigo: r.codigo,
          descripcion: r.descripcion,
        })),
      };
    },

    async tiposAdquirientes() {
      const rows = await acquirers(s.db);
      return {
        tiposAdquirientes: rows.map((r) => ({ id: r.id_adquiriente, descripcion: r.descripcion })),
      };
    },
  };
}
