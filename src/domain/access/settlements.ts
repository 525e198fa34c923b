// Access to the settlements area's operations (002 §2 Settlements, §6, §7; see ./types.ts).
// The settlement screens are Adm. Liquidacion: staff's (92) and, for sellers and accounting,
// Detalle Liquidacion's (101); preparing a draft (/Liquidaciones/Nueva, the eligible orders and
// novedades) is staff's. The workflow calls name the settlement machine's events
// (machines/settlement.ts), so cancelling is staff's and calculating accounting's: a seller never
// sees a draft (002 §6; see the machine's roles); the server's seller scope keeps types 3 and 4
// to their own confirmed settlements.
import { TipoUsuario, sellers, staff } from '../roles.ts';
import { settlementDraftScreen, settlementsScreen } from './screens.ts';
import { fromMachine, type AreaAccess } from './types.ts';

const readers = [...staff, ...sellers, TipoUsuario.contable];
export const documentExcel = [...staff, TipoUsuario.sellerAdmin, TipoUsuario.contable];

export const settlementsAccess = {
  tiposComprobantes: { roles: readers, menu: settlementsScreen },
  estadosLiquidaciones: { roles: readers, menu: settlementsScreen },
  estadosLiquidacionesCorrecto: { roles: readers, menu: settlementsScreen },
  sellersLiquidaciones: { roles: readers, menu: settlementsScreen },
  buscarLiquidaciones: { roles: readers, menu: settlementsScreen },
  ordenesAptasParaLiquidar: { roles: staff, menu: settlementDraftScreen },
  novedadesAptasParaLiquidar: { roles: staff, menu: settlementDraftScreen },
  crearLiquidacion: { roles: fromMachine('settlement', 'CREAR'), menu: settlementDraftScreen },
  detalleLiquidacion: { roles: readers, menu: settlementsScreen },
  historialLiquidacion: { roles: readers, menu: settlementsScreen },
  ordenesDeLiquidacion: { roles: readers, menu: settlementsScreen },
  novedadesDeLiquidacion: { roles: readers, menu: settlementsScreen },
  feesDeLiquidacion: { roles: readers, menu: settlementsScreen },
  rebatesDeLiquidacion: { roles: readers, menu: settlementsScreen },
  confirmarLiquidacion: { roles: fromMachine('settlement', 'CONFIRMAR'), menu: settlementsScreen },
  eliminarLiquidacion: { roles: fromMachine('settlement', 'ANULAR'), menu: settlementsScreen },
  editarLiquidacion: { roles: fromMachine('settlement', 'GUARDAR'), menu: settlementDraftScreen },
  calcularLiquidacion: { roles: fromMachine('settlement', 'CALCULAR'), menu: settlementsScreen },
  cargasTributarias: { roles: readers, menu: settlementsScreen },
  // The documents (issue 20 point 6); the server keeps a seller to its own confirmed ones.
  // 002 §6: the Excel is staff's and the seller admin's (and accounting's, whose documents
  // they are); the seller (4) has the PDF and the tax documents.
  exportarLiquidacionExcel: { roles: documentExcel, menu: settlementsScreen },
  liquidacionPdf: { roles: readers, menu: settlementsScreen },
  exportarCertificadosPdf: { roles: readers, menu: settlementsScreen },
  exportarCertificadoImpuestosAnexos: { roles: readers, menu: settlementsScreen },
  exportarRetencionesYPercepciones: { roles: readers, menu: settlementsScreen },
  cotizacionesLiquidaciones: { roles: readers, menu: settlementsScreen },
} satisfies AreaAccess;
