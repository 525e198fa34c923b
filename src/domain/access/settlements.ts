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

export const settlementsAccess = {
  tiposComprobantes: { roles: readers, menu: settlementsScreen },
  estadosLiquidaciones: { roles: readers, menu: settlementsScreen },
  sellersLiquidaciones: { roles: readers, menu: settlementsScreen },
  buscarLiquidaciones: { roles: readers, menu: settlementsScreen },
  ordenesAptasParaLiquidar: { roles: staff, menu: settlementDraftScreen },
  novedadesAptasParaLiquidar: { roles: staff, menu: settlementDraftScreen },
  crearLiquidacion: { roles: fromMachine('settlement', 'CREAR'), menu: settlementDraftScreen },
  detalleLiquidacion: { roles: readers, menu: settlementsScreen },
  ordenesDeLiquidacion: { roles: readers, menu: settlementsScreen },
  novedadesDeLiquidacion: { roles: readers, menu: settlementsScreen },
  feesDeLiquidacion: { roles: readers, menu: settlementsScreen },
  rebatesDeLiquidacion: { roles: readers, menu: settlementsScreen },
  confirmarLiquidacion: { roles: fromMachine('settlement', 'CONFIRMAR'), menu: settlementsScreen },
  eliminarLiquidacion: { roles: fromMachine('settlement', 'ANULAR'), menu: settlementsScreen },
  editarLiquidacion: { roles: fromMachine('settlement', 'GUARDAR'), menu: settlementDraftScreen },
  calcularLiquidacion: { roles: fromMachine('settlement', 'CALCULAR'), menu: settlementsScreen },
  cargasTributarias: { roles: readers, menu: settlementsScreen },
} satisfies AreaAccess;
