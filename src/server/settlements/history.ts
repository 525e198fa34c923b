// How a settlement's changes read in its Historial (src/domain/history.ts): the states as the
// settlement's own screen names them (002 §4: En Preparación, Liquidación Confirmada; Eliminada
// for a cancelled draft, DECISIONS 19), each step in words, the total before and after a
// calculation, and the invoice number that confirmed it.
import { estadoLiquidacionLabels, LIQUIDACION_CONFIRMADA } from '../../../machines/settlement.ts';
import type { HistoryEntityText } from '../../domain/history.ts';
import { centsFromDecimal, formatMoney } from '../../domain/money.ts';

function stateLabel(value: string): string {
  if (value === '2') return estadoLiquidacionLabels[2];
  if (value === '3') return LIQUIDACION_CONFIRMADA;
  if (value === 'eliminada') return 'Eliminada';
  return value;
}

export const settlementHistoryTexts: Record<string, HistoryEntityText> = {
  liquidacion: {
    state: stateLabel,
    events: {
      CREAR: { accion: 'Creó la liquidación' },
      GUARDAR: { accion: 'Guardó las órdenes y novedades del borrador' },
      // Its desde/hacia hold the settlement's total before and after.
      CALCULAR: {
        accion: 'Calculó percepciones y retenciones',
        values: {
          desde: 'anterior',
          hacia: 'nuevo',
          text: (v) => `Total ${formatMoney(centsFromDecimal(v))}`,
        },
      },
      CONFIRMAR: { accion: 'Confirmó la liquidación', detalle: ['numero'] },
      ANULAR: { accion: 'Eliminó la liquidación' },
    },
  },
};

export const settlementHistoryEntities = Object.keys(settlementHistoryTexts);

/** The batch of the novedades a settlement liquidates when it is confirmed (their Historial). */
export const confirmationBatch = (idLiquidacion: number): string =>
  `Confirmación de la liquidación ${String(idLiquidacion)}`;
