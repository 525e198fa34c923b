// The notice /Liquidaciones shows when a screen returns to it after creating or cancelling a
// settlement (002 §2: 'Crear Borrador' and 'Anulación Liquidación' both go back to the list;
// 002 §8 lists 'La liquidacion fue creada con éxito.' and 'La liquidacion fue eliminada con
// exito' beside the toasts those calls show). The toast says the call went well; the notice, on
// the list the person lands on, says which settlement it was: the new draft to open, or the one
// that is no longer listed and whose orders and novedades are free again. It is shown once: the
// list takes it when it opens (a reload or a later visit shows none).
import '@mantine/core/styles/Alert.css';
import { useEffect, useState } from 'react';
import { Alert } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { estadoLiquidacionLabels, settlementListNotices } from '../../../machines/settlement.ts';

export type ListNotice = { kind: 'creada' | 'eliminada'; idLiquidacion: number };

let pending: ListNotice | null = null;

/** Called by the screen that is about to go back to the list after the call succeeded. */
export function leaveListNotice(notice: ListNotice): void {
  pending = notice;
}

export function listNoticeText(notice: ListNotice): { title: string; body: string } {
  const n = `Liquidación N° ${String(notice.idLiquidacion)}`;
  return notice.kind === 'creada'
    ? {
        title: settlementListNotices.creada,
        body: `${n}, ${estadoLiquidacionLabels[2]}: ábrala con 'Ver' para revisarla.`,
      }
    : {
        title: settlementListNotices.eliminada,
        body: `${n}: ya no figura en la lista; sus órdenes y novedades quedan libres para otra liquidación.`,
      };
}

/** The notice left for the list, once. */
export function ListNoticeAlert() {
  // Read when the list opens and forgotten right after (read twice under StrictMode: the
  // initializer only reads, the effect forgets).
  const [notice, setNotice] = useState<ListNotice | null>(() => pending);
  useEffect(() => {
    pending = null;
  }, []);
  if (notice === null) return null;
  const { title, body } = listNoticeText(notice);
  return (
    <Alert
      color="green"
      icon={<IconCircleCheck size={18} />}
      title={title}
      withCloseButton
      closeButtonLabel="Cerrar aviso"
      onClose={() => setNotice(null)}
    >
      {body}
    </Alert>
  );
}
