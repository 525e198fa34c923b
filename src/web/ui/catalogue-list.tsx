// The list pieces shared by the catalogue screens (001 §2.6 plan groups, §2.7 publication types):
// a commission as the lists show it, the description filter of a list, the load's failure, and
// the search that chooses items with a checkbox each (the plan search, the plan group search),
// with its pager and its two buttons (go back without the choice, go back with it).
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Checkbox.css';
import type { ReactNode } from 'react';
import { Button, Checkbox, Group, Paper, Table, Text, TextInput } from '@mantine/core';
import { messagesOf } from '../../api/client.ts';
import { ListPager } from './pager.tsx';

/** A commission as the lists show it: two decimals, a decimal comma and ' %' ('12,50 %'). */
export const percentText = (n: number) => `${n.toFixed(2).replace('.', ',')} %`;

/** The load's failure: the server's message, or `failure` when it brings none. */
export function LoadFailure({ error, failure }: { error: unknown; failure: string }) {
  return (
    <Text c="red" role="alert">
      {messagesOf(error, failure).join(' ')}
    </Text>
  );
}

export interface DescriptionFilterProps {
  /** The form's accessible name ('Filtro de grupos de planes'). */
  label: string;
  /** The text typed, applied only on Buscar. */
  draft: string;
  onDraftChange: (draft: string) => void;
  /** Buscar (or Enter): the screen applies the draft and goes back to page 1. */
  onSearch: () => void;
  /** Buscar spins while the list loads. */
  loading: boolean;
}

/** The description filter of a catalogue list: 'Descripción' and 'Buscar'. */
export function DescriptionFilter({
  label,
  draft,
  onDraftChange,
  onSearch,
  loading,
}: DescriptionFilterProps) {
  return (
    <Paper
      withBorder
      p="md"
      component="form"
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        onSearch();
      }}
    >
      <Group align="flex-end">
        <TextInput
          label="Descripción"
          value={draft}
          maxLength={100}
          onChange={(e) => onDraftChange(e.currentTarget.value)}
          style={{ flex: 1 }}
        />
        <Button type="submit" loading={loading}>
          Buscar
        </Button>
      </Group>
    </Paper>
  );
}

export interface PickListProps<T> {
  /** The table's accessible name ('Planes'). */
  label: string;
  /** The column headers (the checkbox column has none). */
  headers: readonly string[];
  /** The page shown (none while the first page comes). */
  items: readonly T[] | undefined;
  itemKey: (item: T) => string | number;
  /** Each row's data-testid. */
  rowTestId: string;
  /** The checkbox's accessible name ('Plan 12'). */
  checkLabel: (item: T) => string;
  isChosen: (item: T) => boolean;
  onToggle: (item: T, on: boolean) => void;
  /** The cells of an item, one per header. */
  cells: (item: T) => ReactNode[];
  /** The pager: the results' total, the page size, the page and the pager's data-testid. */
  total: number;
  pageSize: number;
  page: number;
  onPage: (page: number) => void;
  /** The pager waits while a page loads. */
  loading: boolean;
  pagerTestId: string;
  /** The button that goes back without the choice ('Salir'). */
  cancelLabel: string;
  onCancel: () => void;
  /** The button that brings the choice back ('Guardar'). */
  confirmLabel: string;
  onConfirm: () => void;
}

/**
 * A search that chooses items: one row a result with a checkbox, the pager, and the buttons
 * that go back without the choice or with it. It renders no wrapper of its own: its parts stand
 * in the screen's Stack, under the filter.
 */
export function PickList<T>({
  label,
  headers,
  items,
  itemKey,
  rowTestId,
  checkLabel,
  isChosen,
  onToggle,
  cells,
  total,
  pageSize,
  page,
  onPage,
  loading,
  pagerTestId,
  cancelLabel,
  onCancel,
  confirmLabel,
  onConfirm,
}: PickListProps<T>) {
  return (
    <>
      <Table striped aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th />
            {headers.map((h) => (
              <Table.Th key={h}>{h}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items?.map((item) => (
            <Table.Tr key={itemKey(item)} data-testid={rowTestId}>
              <Table.Td>
                <Checkbox
                  aria-label={checkLabel(item)}
                  checked={isChosen(item)}
                  onChange={(e) => onToggle(item, e.currentTarget.checked)}
                />
              </Table.Td>
              {cells(item).map((cell, i) => (
                <Table.Td key={headers[i] ?? i}>{cell}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <ListPager
        total={total}
        pageSize={pageSize}
        page={page}
        onPage={onPage}
        disabled={loading}
        testId={pagerTestId}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button onClick={onConfirm}>{confirmLabel}</Button>
      </Group>
    </>
  );
}
