// The orders area's texts and rules that the screen and the server share (001 §2.1, §5, §8;
// DECISIONS 3). Quoted texts are the spec's, character for character; the others fill what the
// spec leaves "not shown" with a clear Spanish sentence.
import { TipoUsuario, isSellerScoped, isStaff } from './roles.ts';

/** The largest invoice or credit-note PDF accepted (decoded bytes). */
export const MAX_COMPROBANTE_MB = 5;
export const MAX_COMPROBANTE_BYTES = MAX_COMPROBANTE_MB * 1024 * 1024;

export const orderMessages = {
  notFound: 'La orden no existe.',
  motivoSolicitudRequerido: 'Seleccione un motivo de anulación',
  motivoRechazoRequerido: 'Seleccione un motivo de rechazo',
  solicitudSinMotivo: 'La solicitud de anulacion no tiene motivo',
  confirmar: (accion: string) => `¿Desea ${accion}?`,
  solicitarAnulacionFalso: 'Para solicitar la anulación envíe solicitarAnulacion en true.',
  otroSeller: 'La orden no pertenece al seller indicado.',
  trackingInvalido: 'Ingrese una URL válida (http:// o https://).',
  trackingSinEnvioPropio: 'Solo los sellers con envío propio actualizan la URL de seguimiento.',
  pendienteEnvio: 'Pendiente de envio',
  archivoIlegible: 'No se pudo leer el archivo elegido.',
  // 001 §5: the add-payment modal's one text, and its success.
  cuponInvalido: 'Valores incompletos o Nro plan inexistente',
  cuponAgregado: 'Pago agregado',
  cuponNoAgregado: 'No se pudo agregar el pago',
  cuponAnulada: 'La orden está anulada: no admite nuevos pagos.',
  // 001 §8 (Orders): fallbacks.
  estadoNoActualizado: 'No se pudo actualizar el estado de la orden',
  descargaFallida: 'Descarga fallida',
  obleaFallida: 'Descarga de oblea fallida',
  trackingNoActualizado: 'El Url tracking no pudo ser actualizado',
  sinMotivos: 'No se encontraron motivos para solicitud de anulación',
  estadoInternoNoObtenido: 'No se pudo obtener el estado interno',
  estadoInternoNoActualizado: 'No se pudo actualizar el estado interno',
  solicitudNoEnviada: 'No se pudo enviar la solicitud',
  // 001 §8 (Orders): successes.
  estadoActualizado: 'Estado de orden actualizado',
  descargaRealizada: 'Descarga realizada',
  facturaCreada: 'Factura creada',
  facturaEliminada: 'Factura eliminada',
  notaCreditoCreada: 'Nota de credito creada',
  notaCreditoEliminada: 'Nota de crédito eliminada',
  trackingActualizado: 'Url Tracking actualizado',
  estadoInternoAsignado: 'Estado interno asignado',
  solicitudEnviada: 'Solicitud de anulación enviada',
  // Invoices and credit notes (001 §5; issue 14 points 2, 4).
  facturaRequerida: 'El comprobante de factura es requerido',
  notaCreditoRequerida: 'El comprobante de nota de crédito es requerido',
  noEsPdf: 'El archivo debe ser un PDF.',
  pdfMuyGrande: `El archivo supera el máximo de ${String(MAX_COMPROBANTE_MB)} MB.`,
  pdfMuyComplejo:
    'El PDF es demasiado complejo para procesarlo. Genérelo de nuevo (por ejemplo con "Imprimir como PDF") e intente otra vez.',
  pdfOcupado: 'Se están procesando muchos comprobantes. Intente de nuevo en unos segundos.',
  comprobanteNoExiste: 'La orden no tiene ese comprobante.',
  // The shipping label (001 §2.1, §4).
  obleaSinTracking:
    'La orden todavía no tiene URL de seguimiento: la oblea se descarga cuando el envío fue procesado.',
} as const;

/** 002 §4: an order's shipping detail: montoGastoEnvio 0 = 'Con Envío Gratis', otherwise 'Sin Envío'. */
export const shippingDetailLabel = (montoGastoEnvio: number): 'Con Envío Gratis' | 'Sin Envío' =>
  montoGastoEnvio === 0 ? 'Con Envío Gratis' : 'Sin Envío';

/** DECISIONS 3: platform codes 0 Market, 1 Mega-Market, 2 Market-Express (with the brand). */
export function platformName(codigo: number, brand: string): string {
  if (codigo === 1) return `Mega-${brand}`;
  if (codigo === 2) return `${brand}-Express`;
  return brand;
}

/** 001 §2.1: page size of the orders list. */
export const ORDERS_PAGE_SIZE = 10;

/**
 * 001 §2.1, §6: who sees the buyer's e-mail and phone: the admin moderator, or the seller's
 * users when the seller shows contact info or ships itself.
 */
export function seesContactData(
  tipoUsuario: number,
  seller: { mostrarInfoContacto: boolean; envioPropio: boolean },
): boolean {
  if (tipoUsuario === TipoUsuario.adminMod) return true;
  return isSellerScoped(tipoUsuario) && (seller.mostrarInfoContacto || seller.envioPropio);
}

/** 001 §6: the commission is shown only to privileged users (category, admin moderator). */
export const seesCommission = (tipoUsuario: number): boolean => isStaff(tipoUsuario);

/** 001 §2.1: the totals block is hidden for read-only users. */
export const seesTotals = (tipoUsuario: number): boolean => tipoUsuario !== TipoUsuario.soloLectura;

/** 001 §2.1, §6: the platform logo, the boca id and the payment coupons are the admin's. */
export const seesAdminDetail = (tipoUsuario: number): boolean =>
  tipoUsuario === TipoUsuario.adminMod;

/** An http(s) URL of at most 300 characters (the tracking URL). */
export function validTrackingUrl(text: string): boolean {
  if (text.length === 0 || text.length > 300) return false;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** The add-payment modal's fields (001 §3 Payment coupon) as typed. */
export interface CouponDraft {
  nroPlan: number | null;
  tarjeta: string;
  montoCuota: number | null;
  nroCupon: number | null;
  ultimosCuatroDigitos: string;
  primerosSeisDigitos: string;
  idAdquiriente: number | null;
  idTransaccion: number | null;
  recargo: number | null;
}

/**
 * 001 §5: whether the coupon's values are complete (the plan's existence is the server's):
 * coupon number, surcharge, transaction id, instalment amount and acquirer above 0, a card, and
 * the first six and last four digits exactly 6 and 4 digits when given.
 */
export function couponComplete(c: CouponDraft): boolean {
  const positive = (n: number | null) => n !== null && Number.isFinite(n) && n > 0;
  return (
    positive(c.nroPlan) &&
    positive(c.nroCupon) &&
    positive(c.recargo) &&
    positive(c.idTransaccion) &&
    positive(c.montoCuota) &&
    positive(c.idAdquiriente) &&
    c.tarjeta.trim() !== '' &&
    (c.primerosSeisDigitos === '' || /^\d{6}$/.test(c.primerosSeisDigitos)) &&
    (c.ultimosCuatroDigitos === '' || /^\d{4}$/.test(c.ultimosCuatroDigitos))
  );
}
