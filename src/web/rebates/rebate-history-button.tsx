// Issue 35: 'Historial' on a rebate's card (the listing's and 'Gestión de Rebates''s): the
// negotiation step by step in a dialog, newest first.
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import { Button, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { historialRebateQueryOptions } from '../../api/rebates-queries.ts';
import { HISTORY_LOAD_FAILED } from '../../domain/history.ts';
import { HistoryTable } from '../ui/history-table.tsx';

export function RebateHistoryButton({ idRebate }: { idRebate: number }) {
  const [opened, dialog] = useDisclosure(false);
  const title = `Historial del rebate ${String(idRebate)}`;
  return (
    <>
      {/* Not a step of the negotiation: the screens' and tests' workflow buttons leave it out. */}
      <Button variant="default" size="xs" onClick={dialog.open} data-historial>
        Historial
      </Button>
      <Modal opened={opened} onClose={dialog.close} title={title} size="80rem">
        {opened && (
          <HistoryTable
            query={(page) => historialRebateQueryOptions(idRebate, page, HISTORY_LOAD_FAILED)}
            label={title}
          />
        )}
      </Modal>
    </>
  );
}
