// A searchable select whose options come from the server (000 §2.6: Seller, Marca, Categoria):
// what the person types is sent, after a short pause, as the search text; the chosen option
// stays in the list whatever the last search found, so its name is always shown.
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';
import { useState } from 'react';
import { Loader, Select, type ComboboxItem } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ChosenOption } from './list-filter-state.ts';

/** Pause after the last keystroke before searching. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface RemoteSelectProps {
  label: string;
  placeholder?: string;
  value: ChosenOption | null;
  onChange: (value: ChosenOption | null) => void;
  /** The query-cache key of a search text. */
  queryKey: (text: string) => readonly unknown[];
  search: (text: string, signal: AbortSignal) => Promise<ChosenOption[]>;
  /** A failed search (the options stay as they were). */
  onError?: (error: unknown) => void;
  'data-testid'?: string;
}

export function RemoteSelect({
  label,
  placeholder,
  value,
  onChange,
  queryKey,
  search,
  onError,
  'data-testid': testId,
}: RemoteSelectProps) {
  const [opened, setOpened] = useState(false);
  const [searchValue, setSearchValue] = useState(value?.label ?? '');
  const [debounced] = useDebouncedValue(searchValue, SEARCH_DEBOUNCE_MS);
  // The input shows the chosen option's name: that is not a search, the list shows everything.
  const term = value !== null && debounced === value.label ? '' : debounced.trim();
  const results = useQuery({
    queryKey: queryKey(term),
    queryFn: async ({ signal }) => {
      try {
        return await search(term, signal);
      } catch (error) {
        onError?.(error);
        throw error;
      }
    },
    enabled: opened,
    staleTime: 60_000,
    retry: false,
    placeholderData: keepPreviousData,
  });

  const data: ComboboxItem[] = [];
  const seen = new Set<string>();
  for (const option of [...(value === null ? [] : [value]), ...(results.data ?? [])]) {
    if (seen.has(option.value)) continue;
    seen.add(option.value);
    data.push({ value: option.value, label: option.label });
  }

  return (
    <Select
      label={label}
      placeholder={placeholder}
      data={data}
      value={value?.value ?? null}
      onChange={(next, option) =>
        onChange(next === null ? null : { value: next, label: option.label })
      }
      searchable
      clearable
      searchValue={searchValue}
      onSearchChange={setSearchValue}
      // The server has already filtered the options by the text.
      filter={({ options }) => options}
      onDropdownOpen={() => setOpened(true)}
      nothingFoundMessage={results.isFetching ? 'Buscando...' : 'Sin resultados'}
      rightSection={results.isFetching && opened ? <Loader size={14} /> : undefined}
      maxDropdownHeight={280}
      comboboxProps={{ withinPortal: true }}
      data-testid={testId}
    />
  );
}
