// 002 §2 'Exports', §3, §6, §9 (issue 21): the columns of every export, the file names, the
// limits and the texts. The server writes the workbooks with these columns (src/server/exports),
// the contract lists them (openapi/exports.yaml) and the tests read the files back against them.
import { exportsAccess } from './access/exports.ts';

/**
 * How a column's cells are written: `date` a date cell (day-month-year, with the time for
 * `dateTime`), `money` a number shown with two decimals ('0.00'), `int` a whole number, `id`
 * text (ids whose leading zeros matter: CUIT, documento, postal codes, coupon numbers), `text`.
 */
export type ExportCellKind = 'date' | 'dateTime' | 'money' | 'int' | 'id' | 'text';

export interface ExportColumn<F extends string = string> {
  field: F;
  header: string;
  kind: ExportCellKind;
  /** Column width in characters. */
  width: number;
}

const col = <F extends string>(
  field: F,
  header: string,
  kind: ExportCellKind,
  width = 14,
): ExportColumn<F> => ({ field, header, kind, width });

/** The order-level cells that only the first row of each order carries (002 §9). */
export const firstRowOnlyFields = ['montoVenta', 'montoComision', 'montoGastoEnvio'] as const;

/**
 * 002 §6 and §9: the staff template of the orders export (category and admin moderator), 35
 * columns from 002 §3 'Order (export)': one row per product line; the order, buyer, seller,
 * delivery and coupons repeat on every row, the amounts only on the first (firstRowOnlyFields);
 * up to two payment coupons per order, side by side. The card's first six digits are not
 * exported (with the last four kept elsewhere they identify a card, and a spreadsheet is
 * shared): of §3's fields, only primerosSeisDigitos is left out.
 */
export const staffOrderColumns = [
  col('fecha', 'Fecha', 'dateTime', 17),
  col('idOrden', 'Nro. Orden', 'int', 11),
  col('estado', 'Estado', 'text', 20),
  col('plataforma', 'Plataforma', 'text', 16),
  col('tipoPublicacion', 'Tipo Publicación', 'text', 18),
  col('seller', 'Seller', 'text', 28),
  col('cuitSeller', 'CUIT Seller', 'id', 14),
  col('idVendedorBoca', 'Vendedor Boca', 'int', 13),
  col('documento', 'Documento', 'id', 12),
  col('nombre', 'Nombre', 'text', 16),
  col('apellido', 'Apellido', 'text', 16),
  col('domicilio', 'Domicilio', 'text', 28),
  col('codigoPostal', 'Código Postal', 'id', 12),
  col('localidad', 'Localidad', 'text', 20),
  col('provincia', 'Provincia', 'text', 20),
  col('entrega', 'Entrega', 'text', 30),
  col('domicilioEntrega', 'Domicilio Entrega', 'text', 30),
  col('codigoPostalEntrega', 'CP Entrega', 'id', 11),
  col('producto', 'Producto', 'text', 40),
  col('cantidad', 'Cantidad', 'int', 9),
  col('precioUnitario', 'Precio Unitario', 'money', 14),
  col('sellerSku', 'SKU Seller', 'text', 16),
  col('skuMarket', 'SKU Market', 'text', 16),
  col('subfamilia', 'Categoría', 'text', 22),
  col('montoVenta', 'Monto Venta', 'money', 14),
  col('montoComision', 'Monto Comisión', 'money', 14),
  col('montoGastoEnvio', 'Gasto Envío', 'money', 12),
  col('nroPlan1', 'Plan Cupón 1', 'int', 12),
  col('nroCupon1', 'Nro. Cupón 1', 'id', 12),
  col('idTransaccion1', 'Id Transacción 1', 'id', 16),
  col('adquiriente1', 'Adquiriente 1', 'text', 16),
  col('nroPlan2', 'Plan Cupón 2', 'int', 12),
  col('nroCupon2', 'Nro. Cupón 2', 'id', 12),
  col('idTransaccion2', 'Id Transacción 2', 'id', 16),
  col('adquiriente2', 'Adquiriente 2', 'text', 16),
] as const;

export type OrderExportField = (typeof staffOrderColumns)[number]['field'];

const staffColumn = (field: OrderExportField): ExportColumn<OrderExportField> => {
  const found = staffOrderColumns.find((c) => c.field === field);
  if (!found) throw new Error(field);
  return found;
};

/**
 * 002 §6: the seller template (seller admins and sellers), 18 columns: the order, its buyer as
 * the delivery needs it, the products and the amounts of the order (the amounts on the first
 * row only). No commission (the orders list shows it to staff only), no seller (it is theirs),
 * no payment coupons.
 */
export const sellerOrderColumns: readonly ExportColumn<OrderExportField>[] = (
  [
    'fecha',
    'idOrden',
    'estado',
    'plataforma',
    'tipoPublicacion',
    'documento',
    'nombre',
    'apellido',
    'entrega',
    'domicilioEntrega',
    'codigoPostalEntrega',
    'localidad',
    'provincia',
    'producto',
    'cantidad',
    'precioUnitario',
    'sellerSku',
    'montoVenta',
  ] as const
).map(staffColumn);

/** 002 §3 'Novedad (export/settlement)': one row per novedad. */
export const novedadColumns = [
  col('idNovedad', 'Nro. Novedad', 'int', 12),
  col('fechaNovedad', 'Fecha', 'date', 12),
  col('seller', 'Seller', 'text', 28),
  col('ordenDeReferencia', 'Orden De Referencia', 'int', 18),
  col('detalleTipoNovedad', 'Concepto', 'text', 24),
  col('descripcionSubTipoNovedad', 'Acción', 'text', 10),
  col('comentarios', 'Comentarios', 'text', 40),
  col('importe', 'Importe', 'money', 14),
  col('detalleEstadoNovedad', 'Estado', 'text', 16),
  col('idLiquidacion', 'Nro. Liquidación', 'int', 15),
] as const;

/** 002 §3 'Liquidación header': one row per settlement (deleted ones are not exported). */
export const liquidacionColumns = [
  col('idLiquidacion', 'N°', 'int', 8),
  col('razonSocialSeller', 'Seller', 'text', 28),
  col('fecha', 'Fecha', 'date', 12),
  col('tipoEstadoLiquidacionMostrar', 'Estado', 'text', 16),
  col('cantidadOrdenes', 'Ordenes', 'int', 9),
  col('cantidadNovedades', 'Novedades', 'int', 10),
  col('totalOrden', 'Imp. Ordenes', 'money', 14),
  col('comisionNeta', 'Comisión Neta', 'money', 14),
  col('comisionTotal', 'Comisiones', 'money', 14),
  col('totalCostoFeeNeto', 'Fee Logístico Neto', 'money', 16),
  col('totalCostoFee', 'Fee Logístico', 'money', 14),
  col('totalNovedades', 'Imp. Novedades', 'money', 14),
  col('totalRebateConIva', 'Rebates', 'money', 14),
  col('totalRetenciones', 'Retenciones', 'money', 14),
  col('totalPercepcion', 'Percepciones', 'money', 14),
  col('totalLiquidacion', 'Neto Liquidación', 'money', 16),
  col('numeroComprobante', 'Nro. Factura', 'id', 16),
  col('descripcionTipoFactura', 'Tipo Factura', 'text', 14),
  col('codigoSap', 'Código SAP', 'id', 12),
] as const;

/** 002 §3 'Seller (export)': one row per live seller; flags as §4 writes them. */
export const sellerColumns = [
  col('codigo', 'Código', 'int', 8),
  col('razonSocial', 'Razón Social', 'text', 30),
  col('domicilio', 'Domicilio', 'text', 28),
  col('numeroDomicilio', 'Número', 'int', 8),
  col('localidad', 'Localidad', 'text', 20),
  col('provincia', 'Provincia', 'text', 20),
  col('codigoPostal', 'Código Postal', 'id', 12),
  col('telefono', 'Teléfono', 'id', 13),
  col('cuit', 'CUIT', 'id', 14),
  col('email', 'Email', 'text', 28),
  col('emailDespacho', 'Email Despacho', 'text', 28),
  col('urlPushOrdenes', 'URL Push Ordenes', 'text', 30),
  col('estado', 'Estado', 'text', 20),
  col('sufijo', 'Sufijo', 'text', 7),
  col('idEmpresaEnviopack', 'Id Empresa Enviopack', 'int', 18),
  col('modalidadEPK', 'Modalidad EPK', 'text', 13),
  col('diasCorte', 'Días Corte', 'int', 10),
  col('diasPlazoPago', 'Días Plazo Pago', 'int', 14),
  col('nombreTienda', 'Nombre Tienda', 'text', 22),
  col('logo', 'Logo', 'text', 30),
  col('tiendaActiva', 'Tienda', 'text', 10),
  col('envioPropio', 'Envío Propio', 'text', 12),
] as const;

/** 002 §9: the names the files are saved under (the listings export's `Publicaciones.xlsx` style). */
export const exportFileNames = {
  ordenes: 'Ordenes.xlsx',
  ordenesTelefonicas: 'Ordenes Telefonicas.xlsx',
  novedades: 'Novedades.xlsx',
  liquidaciones: 'Liquidaciones.xlsx',
  sellers: 'Sellers.xlsx',
} as const;

/**
 * Records read from the database at a time. An export holds a few batches at once (one being
 * read, two being rendered), never its whole file. 500 orders: with 1 000 the server's heap
 * kept the batches' rows past the young generation and grew through a 100 000-order export (to
 * 540-610 MB), with 500 it stays flat (about 450 MB) and as fast (npm run bench:exports).
 */
export const EXPORT_BATCH_ROWS = 500;

/**
 * The most records one export answers at once (issue 21: larger ones are for the export
 * centre, built in the background). Orders count as orders, not as their product rows.
 */
export const EXPORT_MAX_ROWS = 20_000;

/** 002 §9: the novedades export's default range and the oldest day its screen offers. */
export const NOVEDADES_EXPORT_DEFAULT_DAYS = 15;
export const EXPORT_MIN_DAYS_BACK = 60;

/** 002 §4 'Export': the loading indicator hides this long after an orders download. */
export const ORDERS_EXPORT_INDICATOR_MS = 5000;

export const exportTexts = {
  // 002 §8 fallbacks.
  sinInformacion: 'No se pudo obtener la información',
  sinExcel: 'No se pudo descargar el excel',
  sinSellers: 'No se pudieron descargar los sellers',
  // Not shown: clear Spanish sentences.
  demasiadas: (cantidad: number, maximo: number = EXPORT_MAX_ROWS) =>
    `La exportación tiene ${String(cantidad)} registros y el máximo para descargar al momento es ${String(maximo)}: acote el filtro o prepárela en segundo plano (Mis exportaciones).`,
  enPreparacion: (nombre: string) =>
    `Estamos preparando ${nombre}: lo encontrará en Mis exportaciones cuando esté listo.`,
  noEncontrada: 'La exportación no existe o ya venció.',
  noLista: 'La exportación todavía no está lista.',
  fallida: 'No se pudo generar el archivo. Intente nuevamente.',
  marcarTodas: 'Marque la casilla para exportar todos los registros del rango de fechas.',
} as const;

/**
 * What the exports screens offer a user type (002 §2, §6): the phone orders block and the
 * orders filter's Seller are for the roles that may call the phone orders export (the access
 * table's, so the screen and the server never disagree).
 */
export function exportsOffer(tipoUsuario: number) {
  const roles = exportsAccess.exportarOrdenesTelefonicas.roles as readonly number[];
  const staffExports = roles.includes(tipoUsuario);
  return { phoneOrders: staffExports, sellerFilter: staffExports };
}
