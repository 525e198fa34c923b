// 'Historial' where a record's screen has no tabs (a card, a row of a list, a detail screen):
// the record's changes in a dialog, newest first, read each time it opens.
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import { ActionIcon, Button, Modal, type ButtonProps } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useDisclosure } from '@mantine/hooks';
import type { QueryKey } from '@tanstack/react-query';
import { HistoryTable, type HistoryTableProps } from './history-table.tsx';

export interface HistoryButtonProps<K extends QueryKey> {
  /** The dialog's title and the table's name ('Historial del rebate 12'). */
  title: string;
  query: HistoryTableProps<K>['query'];
  size?: ButtonProps['size'];
  /** An icon named by the title, for a row of a list among its other icons. */
  icon?: boolean;
}

export function HistoryButton<K extends QueryKey>({
  title,
  query,
  size = 'xs',
  icon = false,
}: HistoryButtonProps<K>) {
  const [opened, dialog] = useDisclosure(false);
  return (
    <>
      {/* Not a workflow step: the screens' and tests' workflow buttons leave it out. */}
      {icon ? (
        <ActionIcon variant="subtle" aria-label={title} onClick={dialog.open} data-historial>
          <IconHistory size={18} />
        </ActionIcon>
      ) : (
        <Button variant="default" size={size} onClick={dialog.open} data-historial>
          Historial
        </Button>
      )}
      <Modal opened={opened} onClose={dialog.close} title={title} size="80rem">
        {opened && <HistoryTable query={query} label={title} />}
      </Modal>
    </>
  );
}
