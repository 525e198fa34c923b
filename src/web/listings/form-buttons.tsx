// 000 §2.7: create mode 'Guardar y Crear', 'Guardar', 'Cancelar'; edit mode 'Guardar',
// 'Eliminar' (confirmed with '¿Desea eliminar esta publicación?') and 'Cancelar'.
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { listingMessages } from '../../domain/texts/listings.ts';
import { listingButtons } from '../../../machines/listing.ts';

export interface FormButtonsProps {
  createMode: boolean;
  saving: boolean;
  /** The workflow takes CREAR (create mode). */
  canCrear: boolean;
  /** The workflow takes ELIMINAR (edit mode). */
  canEliminar: boolean;
  onCreate: (another: boolean) => void;
  onSave: () => void;
  onDelete: () => Promise<void>;
  onCancel: () => void;
}

export function FormButtons({
  createMode,
  saving,
  canCrear,
  canEliminar,
  onCreate,
  onSave,
  onDelete,
  onCancel,
}: FormButtonsProps) {
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);

  if (createMode) {
    return (
      <Group gap="sm">
        <Button disabled={!canCrear} loading={saving} onClick={() => onCreate(true)}>
          {listingButtons.guardarYCrear}
        </Button>
        <Button disabled={!canCrear} loading={saving} onClick={() => onCreate(false)}>
          {listingButtons.guardar}
        </Button>
        <Button variant="default" onClick={onCancel}>
          Cancelar
        </Button>
      </Group>
    );
  }
  return (
    <Group gap="sm">
      <Button loading={saving} onClick={onSave}>
        Guardar
      </Button>
      <Button
        color="red"
        variant="outline"
        disabled={!canEliminar || saving}
        onClick={() => setConfirming(true)}
      >
        {listingButtons.eliminar}
      </Button>
      <Button variant="default" onClick={onCancel}>
        Cancelar
      </Button>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Eliminar publicación"
        centered
      >
        <Stack gap="md">
          <Text>{listingMessages.confirmDelete}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)}>
              No
            </Button>
            <Button
              color="red"
              loading={deleting}
              onClick={() => {
                setDeleting(true);
                void onDelete().finally(() => {
                  setDeleting(false);
                  setConfirming(false);
                });
              }}
            >
              Sí, eliminar
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Group>
  );
}
