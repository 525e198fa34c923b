// How a novedad's changes read in its Historial (src/domain/history.ts): the states as /Novedades
// names them (002 §2, DECISIONS 20), the amount before and after an edit as every screen shows it
// (a Débito with its sign, src/domain/novedad-amount.ts), and the batch of a change made to many
// at once ('Marcar confirmadas', a settlement confirming its novedades).
import { estadoNovedadLabels } from '../../../machines/novedad.ts';
import type { HistoryEntityText } from '../../domain/history.ts';
import { centsFromDecimal, formatAmount } from '../../domain/money.ts';
import { novedadAmountText } from '../../domain/novedad-amount.ts';

const labels: Record<string, string | undefined> = estadoNovedadLabels;

export const novedadHistoryTexts: Record<string, HistoryEntityText> = {
  novedad: {
    state: (v) => labels[v] ?? v,
    events: {
      CREAR_NOVEDAD: { accion: 'Creó la novedad' },
      CONFIRMAR: { accion: 'Confirmó la novedad' },
      ANULAR: { accion: 'Eliminó la novedad' },
      // Its desde/hacia hold the amounts; a row written since the journal keeps details says
      // them with the Débito's sign, an older one as stored.
      EDITAR_IMPORTE: {
        accion: 'Actualizó el importe',
        detalle: ['anterior', 'nuevo'],
        values: {
          desde: 'anterior',
          hacia: 'nuevo',
          text: (v) => formatAmount(centsFromDecimal(v)),
        },
      },
      // Written by the settlement's confirmation, naming it as its batch (settlements/history.ts).
      LIQUIDAR: { accion: 'Liquidada al confirmarse su liquidación' },
    },
  },
};

export const novedadHistoryEntities = Object.keys(novedadHistoryTexts);

/** A novedad's stored amount as its Historial says it: signed by its action. */
export const novedadAmountDetail = (importe: string, idSubTipo: 1 | 2): string =>
  novedadAmountText(centsFromDecimal(importe), idSubTipo);

/** The batch of a step sent for several novedades at once ('Marcar confirmadas'). */
export function novedadesBatch(type: 'CONFIRMAR' | 'ANULAR', count: number): string | null {
  if (count < 2) return null;
  const kind = type === 'CONFIRMAR' ? "'Marcar confirmadas'" : 'Eliminación';
  return `${kind} de ${String(count)} novedades`;
}
