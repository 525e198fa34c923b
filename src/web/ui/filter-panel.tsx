// The filter of a list screen (000 §2.3 and the lists of 001/002 that copy it): a form of
// fields in a grid with 'Limpiar' and 'Buscar', which edits a draft of the applied filter and
// applies it only on 'Buscar' (or Enter). Where the screen lets the person hide it, 'Mostrar
// Filtro' / 'Ocultar Filtro' (FilterToggle, in the screen's title row) opens and closes it.
// The applied filter lives in the URL (url-filter.ts); the screen remounts the panel with a
// `key` of the applied filter so that the draft starts again from what was applied.
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Group.css';
import { useState, type ReactNode } from 'react';
import { Button, Collapse, Group, Paper, SimpleGrid } from '@mantine/core';
import { IconFilter, IconFilterOff } from '@tabler/icons-react';
import { DayInput } from './day-input.tsx';

/** The filter's texts. */
export const filterTexts = {
  show: 'Mostrar Filtro',
  hide: 'Ocultar Filtro',
  clear: 'Limpiar',
  search: 'Buscar',
} as const;

/** Changes one field of a filter's draft. */
export type SetFilterField<F> = <K extends keyof F>(key: K, value: F[K]) => void;

/**
 * The draft of a filter: the applied one until the person changes a field. `set` changes one
 * field of it.
 */
export function useFilterDraft<F extends object>(applied: F): [F, SetFilterField<F>] {
  const [draft, setDraft] = useState(applied);
  const set: SetFilterField<F> = (key, value) => setDraft((d) => ({ ...d, [key]: value }));
  return [draft, set];
}

/** 'Mostrar Filtro' / 'Ocultar Filtro': opens and closes a screen's filter. */
export function FilterToggle({ shown, onToggle }: { shown: boolean; onToggle: () => void }) {
  return (
    <Button
      variant="light"
      leftSection={
        shown ? <IconFilterOff size={18} stroke={1.5} /> : <IconFilter size={18} stroke={1.5} />
      }
      aria-expanded={shown}
      onClick={onToggle}
    >
      {shown ? filterTexts.hide : filterTexts.show}
    </Button>
  );
}

export interface FilterPanelProps<F extends object> {
  /** The filter applied (the URL's): the draft starts from it again whenever it changes. */
  applied: F;
  /** The form's accessible name ('Filtro de órdenes'). */
  label: string;
  /** The widest row of the grid (md and up); 1 column on phones, 2 from sm. */
  columns: number;
  /** 'Buscar' (or Enter in a field): apply the draft. */
  onSearch: (draft: F) => void;
  /** 'Limpiar'. */
  onClear: () => void;
  /** A search is on its way: 'Buscar' shows it. */
  searching: boolean;
  /** Where the screen can hide the filter: whether it is open (FilterToggle changes it). */
  opened?: boolean;
  /** The fields of the grid, bound to the draft. */
  fields: (draft: F, set: SetFilterField<F>) => ReactNode;
  /** What stands under the grid, above the buttons (a checkbox that spans the form). */
  below?: (draft: F, set: SetFilterField<F>) => ReactNode;
  /** Buttons before 'Limpiar' ('Crear Novedad'). */
  actions?: ReactNode;
}

export function FilterPanel<F extends object>(props: FilterPanelProps<F>) {
  // A new applied filter (Buscar, Limpiar, a page, the back button) starts a new draft.
  const form = <FilterForm key={JSON.stringify(props.applied)} {...props} />;
  return props.opened === undefined ? form : <Collapse in={props.opened}>{form}</Collapse>;
}

function FilterForm<F extends object>({
  applied,
  label,
  columns,
  onSearch,
  onClear,
  searching,
  fields,
  below,
  actions,
}: FilterPanelProps<F>) {
  const [draft, set] = useFilterDraft(applied);
  return (
    <Paper
      withBorder
      p="md"
      component="form"
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(draft);
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, md: columns }}>{fields(draft, set)}</SimpleGrid>
      {below?.(draft, set)}
      <Group justify="flex-end" mt="md">
        {actions}
        <Button variant="default" onClick={onClear}>
          {filterTexts.clear}
        </Button>
        <Button type="submit" loading={searching}>
          {filterTexts.search}
        </Button>
      </Group>
    </Paper>
  );
}

export interface DayRangeInputsProps {
  /** The labels of the two fields ('Fecha desde', 'Fecha hasta'). */
  labels: readonly [string, string];
  /** The first and last day (YYYY-MM-DD), null when empty. */
  from: string | null;
  to: string | null;
  onFrom: (day: string | null) => void;
  onTo: (day: string | null) => void;
}

/** A filter's day range: each field refuses a day on the wrong side of the other. */
export function DayRangeInputs({ labels, from, to, onFrom, onTo }: DayRangeInputsProps) {
  return (
    <>
      <DayInput label={labels[0]} value={from} onChange={onFrom} maxDay={to} clearable />
      <DayInput label={labels[1]} value={to} onChange={onTo} minDay={from} clearable />
    </>
  );
}

/** A filter with a day range under fechaDesde and fechaHasta (the card lists of 001). */
export interface DayRangeFilter {
  fechaDesde: string | null;
  fechaHasta: string | null;
}

/**
 * 'Fecha desde' / 'Fecha hasta' bound to the draft's fechaDesde and fechaHasta (`set` is the
 * FilterPanel's).
 */
export function FilterDayRange({
  draft,
  set,
}: {
  draft: DayRangeFilter;
  set: (key: keyof DayRangeFilter, day: string | null) => void;
}) {
  return (
    <DayRangeInputs
      labels={['Fecha desde', 'Fecha hasta']}
      from={draft.fechaDesde}
      to={draft.fechaHasta}
      onFrom={(v) => set('fechaDesde', v)}
      onTo={(v) => set('fechaHasta', v)}
    />
  );
}
