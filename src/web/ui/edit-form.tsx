// The pieces of the create/edit screens of a catalogue (001 §2.6 plan groups, §2.7 publication
// types): the record read for the edit (a loader, or the server's message), the list of chosen
// items with a remove icon each and an 'Agregar …' button, the call in progress, the
// description and commission inputs both screens open with, and the buttons Cancelar, Eliminar
// (edit only; confirmed with 'No' / 'Sí') and Guardar.
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/ActionIcon.css';
import { useState, type ReactNode } from 'react';
import { ActionIcon, Button, Group, Loader, Modal, Table, Text, TextInput } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { messagesOf } from '../../api/client.ts';
import {
  COMMISSION_MAX,
  COMMISSION_MAX_LENGTH,
  DESCRIPCION_MAX_LENGTH,
} from '../../domain/plan-rules.ts';
import { AmountInput } from './amount-input.tsx';
import { showCallError } from './toasts.ts';

/** The buttons' texts. */
export const editFormTexts = {
  cancel: 'Cancelar',
  delete: 'Eliminar',
  save: 'Guardar',
  confirmTitle: 'Confirmar',
  no: 'No',
  yes: 'Sí',
} as const;

export interface LoadedProps<T> {
  query: UseQueryResult<T>;
  /** The loader's accessible name ('Cargando grupo de planes'). */
  loading: string;
  /** Said when the failure brings no message of its own. */
  failure: string;
  children: (data: T) => ReactNode;
}

/** The record of an edit screen: a loader while it comes, the server's message if it fails. */
export function Loaded<T>({ query, loading, failure, children }: LoadedProps<T>) {
  if (query.isPending) return <Loader aria-label={loading} />;
  if (query.isError) {
    return (
      <Text c="red" role="alert">
        {messagesOf(query.error, failure).join(' ')}
      </Text>
    );
  }
  return children(query.data);
}

/**
 * A call of the form (save, delete) in progress: `busy` while it runs; a failure is shown with
 * the call's own message, or `failure` when it brings none.
 */
export function useFormCall() {
  const [busy, setBusy] = useState(false);
  const run = async (call: () => Promise<void>, failure: string) => {
    setBusy(true);
    try {
      await call();
    } catch (error) {
      showCallError(error, failure);
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

export interface DescriptionCommissionInputsProps {
  descripcion: string;
  comision: string;
  onDescripcionChange: (descripcion: string) => void;
  /** Gets the commission as taken (digits and a dot; above 100 becomes 100, with a hint). */
  onComisionChange: (comision: string) => void;
}

/** 'Descripción' and 'Comisión', the first inputs of a plan group's and a publication type's form. */
export function DescriptionCommissionInputs({
  descripcion,
  comision,
  onDescripcionChange,
  onComisionChange,
}: DescriptionCommissionInputsProps) {
  return (
    <>
      <TextInput
        label="Descripción"
        value={descripcion}
        maxLength={DESCRIPCION_MAX_LENGTH}
        onChange={(e) => onDescripcionChange(e.currentTarget.value)}
      />
      <AmountInput
        label="Comisión"
        value={comision}
        format={{
          kind: 'decimal',
          maxLength: COMMISSION_MAX_LENGTH,
          commaToo: false,
          max: COMMISSION_MAX,
        }}
        onValueChange={onComisionChange}
      />
    </>
  );
}

export interface ChosenListProps<T> {
  /** The section's title ('Planes'). */
  title: string;
  /** The button that goes to choose more ('Agregar Planes'). */
  addLabel: string;
  onAdd: () => void;
  /** The table's accessible name. */
  label: string;
  /** The column headers (the remove column has none). */
  headers: readonly string[];
  items: readonly T[];
  itemKey: (item: T) => string | number;
  /** Each row's data-testid. */
  rowTestId: string;
  /** The cells of an item, one per header. */
  cells: (item: T) => ReactNode[];
  /** The remove icon's accessible name ('Quitar plan 12'). */
  removeLabel: (item: T) => string;
  onRemove: (item: T) => void;
}

/** The items chosen in a form, each with a remove icon, and the button to choose more. */
export function ChosenList<T>({
  title,
  addLabel,
  onAdd,
  label,
  headers,
  items,
  itemKey,
  rowTestId,
  cells,
  removeLabel,
  onRemove,
}: ChosenListProps<T>) {
  return (
    <>
      <Group justify="space-between">
        <Text fw={600}>{title}</Text>
        <Button variant="light" onClick={onAdd}>
          {addLabel}
        </Button>
      </Group>
      <Table striped aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {headers.map((h) => (
              <Table.Th key={h}>{h}</Table.Th>
            ))}
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={itemKey(item)} data-testid={rowTestId}>
              {cells(item).map((cell, i) => (
                <Table.Td key={headers[i] ?? i}>{cell}</Table.Td>
              ))}
              <Table.Td>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={removeLabel(item)}
                  onClick={() => onRemove(item)}
                >
                  ✕
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}

export interface FormActionsProps {
  busy: boolean;
  onCancel: () => void;
  onSave: () => void;
  /** Eliminar, once confirmed; none on a create screen. */
  onDelete?: () => void;
  /** The confirmation's question ('¿Desea eliminar el grupo de plan?'). */
  deleteConfirm: string;
}

/** Cancelar, Eliminar (asks first) and Guardar. */
export function FormActions({ busy, onCancel, onSave, onDelete, deleteConfirm }: FormActionsProps) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {editFormTexts.cancel}
        </Button>
        {onDelete !== undefined && (
          <Button color="red" variant="light" disabled={busy} onClick={() => setAsking(true)}>
            {editFormTexts.delete}
          </Button>
        )}
        <Button loading={busy} onClick={onSave}>
          {editFormTexts.save}
        </Button>
      </Group>
      <Modal
        opened={asking}
        onClose={() => setAsking(false)}
        title={editFormTexts.confirmTitle}
        centered
      >
        <Text>{deleteConfirm}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setAsking(false)}>
            {editFormTexts.no}
          </Button>
          <Button
            color="red"
            onClick={() => {
              setAsking(false);
              onDelete?.();
            }}
          >
            {editFormTexts.yes}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
