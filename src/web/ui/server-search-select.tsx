// A searchable select whose options come from the server (000 §2.6 Seller, Marca, Categoria of
// the listing filter; 000 §2.7 Categoría, Marca of the listing form): what the person types is
// sent, after a short pause, as the server's search text; the chosen option always stays in the
// list, so its label shows whatever the last search found. The options are the area's own type
// (`optionOf` says its value and label), so a chosen option goes back to the area as it came.
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';
import { useEffect, useState } from 'react';
import { Loader, Select, type ComboboxItem } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ChosenOption } from './url-filter.ts';

/** Pause after the last keystroke before searching. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The select's texts. */
export const serverSearchTexts = {
  placeholder: 'Escriba para buscar',
  loading: 'Buscando...',
  nothingFound: 'Sin resultados',
} as const;

/** An option as the select shows it: the code sent and the text shown. */
export type SelectOption = ChosenOption;

/** For options that already are `{ value, label }`. */
export const asOption = (option: SelectOption): SelectOption => option;

export interface ServerSearchSelectProps<T> {
  label: string;
  placeholder?: string;
  value: T | null;
  onChange: (value: T | null) => void;
  /** The value and label of an option. */
  optionOf: (option: T) => SelectOption;
  /** The query-cache key of a search text. */
  queryKey: (text: string) => readonly unknown[];
  /** The options matching a text ('' for the first ones). */
  search: (text: string, signal: AbortSignal) => Promise<T[]>;
  /** A failed search (the options stay as they were). */
  onError?: (error: unknown) => void;
  error?: string;
  disabled?: boolean;
  required?: boolean;
  'data-testid'?: string;
}

export function ServerSearchSelect<T>({
  label,
  placeholder = serverSearchTexts.placeholder,
  value,
  onChange,
  optionOf,
  queryKey,
  search,
  onError,
  error,
  disabled,
  required,
  'data-testid': testId,
}: ServerSearchSelectProps<T>) {
  const chosen = value === null ? null : optionOf(value);
  const chosenLabel = chosen?.label ?? '';
  const [opened, setOpened] = useState(false);
  const [searchValue, setSearchValue] = useState(chosenLabel);
  // A value set from outside (the EAN lookup, a cleared filter) shows its label in the input.
  useEffect(() => {
    setSearchValue(chosenLabel);
  }, [chosen?.value, chosenLabel]);
  const [debounced] = useDebouncedValue(searchValue, SEARCH_DEBOUNCE_MS);
  // The input showing the chosen option's label is not a search: the list shows everything.
  const term = chosen !== null && debounced === chosen.label ? '' : debounced.trim();
  const results = useQuery({
    queryKey: queryKey(term),
    queryFn: async ({ signal }) => {
      try {
        return await search(term, signal);
      } catch (failure) {
        onError?.(failure);
        throw failure;
      }
    },
    enabled: opened,
    staleTime: 60_000,
    retry: false,
    placeholderData: keepPreviousData,
  });

  const data: ComboboxItem[] = [];
  const byValue = new Map<string, T>();
  for (const item of [...(value === null ? [] : [value]), ...(results.data ?? [])]) {
    const option = optionOf(item);
    if (byValue.has(option.value)) continue;
    byValue.set(option.value, item);
    data.push({ value: option.value, label: option.label });
  }

  return (
    <Select
      label={label}
      placeholder={placeholder}
      data={data}
      value={chosen?.value ?? null}
      onChange={(next) => onChange(next === null ? null : (byValue.get(next) ?? null))}
      searchable
      clearable
      required={required}
      disabled={disabled}
      error={error}
      searchValue={searchValue}
      onSearchChange={setSearchValue}
      onDropdownOpen={() => setOpened(true)}
      onDropdownClose={() => {
        setOpened(false);
        setSearchValue(chosenLabel);
      }}
      // The server has already filtered the options by the text; the local filter would hide
      // the chosen option's neighbours while the input shows its label.
      filter={({ options }) => options}
      nothingFoundMessage={
        results.isFetching ? serverSearchTexts.loading : serverSearchTexts.nothingFound
      }
      rightSection={results.isFetching && opened ? <Loader size={14} /> : undefined}
      maxDropdownHeight={280}
      comboboxProps={{ withinPortal: true }}
      data-testid={testId}
    />
  );
}
