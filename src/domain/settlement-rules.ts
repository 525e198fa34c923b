// The settlement screens' and server's rules (002 §5, §6, §9; DECISIONS 19-21; issue 20): the
// texts of the checks (the quoted ones are the spec's, character for character) and the limits.
import { addDays } from './dates.ts';
import { TipoUsuario } from './roles.ts';

/** 002 §9: settlement search and create screens reach 360 days back. */
export const SETTLEMENT_DAYS_BACK = 360;

/** The earliest day a settlement search or a new settlement may start (002 §5, §9). */
export const settlementMinDate = (today: string): string => addDays(today, -SETTLEMENT_DAYS_BACK);

/** 002 §6: types 3 and 4 see only their own confirmed settlements, without filters. */
export const restrictedToOwnConfirmed = (tipoUsuario: number): boolean =>
  tipoUsuario === TipoUsuario.sellerAdmin || tipoUsuario === TipoUsuario.seller;

export const SETTLEMENTS_PAGE_SIZE = 10;

export const settlementMessages = {
  fechaInicial: 'Debe seleccionar una fecha inicial',
  fechaFinal: 'Debe seleccionar una fecha final',
  seller: 'Debe seleccionar un Seller',
  fechaMinima: `La fecha inicial no puede ser anterior a ${SETTLEMENT_DAYS_BACK} días atrás.`,
  fechaFutura: 'La fecha final no puede ser posterior a hoy.',
  sinOrden: 'Selecione alguna orden. No puede crear una liquidacion sin orden',
  sinOrdenEdicion: 'Seleccione alguna orden. No puede crear una liquidacion sin orden',
  numeroFactura: 'Debe ingresar un Numero de Factura.',
  tipoFactura: 'Debe seleccionar un Tipo de Factura.',
  tipoFacturaInexistente: 'El tipo de factura no existe.',
  numeroFacturaLargo: 'El Numero de Factura admite hasta 30 caracteres.',
  noEncontrada: 'La liquidación no existe.',
  ordenDetalle: 'Debe indicar la orden del detalle tributario.',
  ordenNoApta: (id: number) =>
    `La orden ${id} no es apta para liquidar: debe ser del seller, estar facturada o entregada, no anulada y no estar en otra liquidación.`,
  ordenOcupada: 'Alguna de las órdenes o novedades elegidas ya está en otra liquidación.',
  novedadNoApta: (id: number) =>
    `La novedad ${id} no es apta para liquidar: debe ser del seller, estar confirmada y no estar en otra liquidación.`,
  estadoNoPermite: (id: number, estado: string) =>
    `La liquidación ${id} está ${estado}: no admite esta acción.`,
  eliminada: (id: number) => `La liquidación ${id} fue eliminada: no admite esta acción.`,
  yaConfirmada: (id: number) => `La liquidación ${id} ya fue confirmada.`,
} as const;
