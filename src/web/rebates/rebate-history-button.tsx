// 'Historial' on a rebate's card (the listing's and 'Gestión de Rebates''s): the negotiation
// step by step in a dialog, newest first.
import { historialRebateQueryOptions } from '../../api/rebates-queries.ts';
import { HISTORY_LOAD_FAILED } from '../../domain/history.ts';
import { HistoryButton } from '../ui/history-button.tsx';

export function RebateHistoryButton({ idRebate }: { idRebate: number }) {
  return (
    <HistoryButton
      title={`Historial del rebate ${String(idRebate)}`}
      query={(page) => historialRebateQueryOptions(idRebate, page, HISTORY_LOAD_FAILED)}
    />
  );
}
