// Issue 35: how a rebate's changes read in its Historial (src/domain/history.ts): the states in
// the labels of 001 §4, the negotiation's steps in words, and the terms sent and each counter-
// offer (before and after) as one line.
import { estadoRebateLabels } from '../../../machines/rebate.ts';
import { formatDay } from '../../domain/dates.ts';
import type { HistoryEntityText } from '../../domain/history.ts';
import { centsFromDecimal, formatMoney } from '../../domain/money.ts';
import type { RebateTerms } from './repository.ts';

const stateLabels: Record<string, string | undefined> = estadoRebateLabels;

export const rebateHistoryTexts: Record<string, HistoryEntityText> = {
  rebate: {
    state: (v) => stateLabels[v] ?? v,
    events: {
      ENVIAR: { accion: 'Envió el rebate', detalle: ['nuevo'] },
      MODIFICAR: { accion: 'Modificó las condiciones', detalle: ['anterior', 'nuevo'] },
      APROBAR: { accion: 'Aprobó el rebate' },
      RECHAZAR: { accion: 'Rechazó el rebate' },
      ELIMINAR: { accion: 'Eliminó el rebate' },
      DAR_DE_BAJA: { accion: 'Dio de baja el rebate' },
      VENCER: { accion: 'Finalizó: terminó su vigencia o sus unidades' },
    },
  },
};

/** The terms of a rebate as one line of its Historial. */
export function rebateTermsText(t: Omit<RebateTerms, 'precioInicial'>): string {
  const money = (decimal: string) => formatMoney(centsFromDecimal(decimal));
  return [
    `Precio final ${money(t.precioFinal)}`,
    `a cargo del marketplace ${money(t.aCargoMarket)}`,
    `a cargo del seller ${money(t.aCargoSeller)}`,
    `${String(t.unidades)} unidades`,
    `del ${formatDay(t.fechaInicio)} al ${formatDay(t.fechaVencimiento)}`,
  ].join(', ');
}
