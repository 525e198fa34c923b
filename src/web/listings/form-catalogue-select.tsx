// A searchable select of a catalogue (000 §2.7: category and brand): what the person types is
// sent, after a short pause, as the server's search text; the chosen option always stays in the
// list, so its name shows whatever the last search found.
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';
import { useEffect, useState } from 'react';
import { Loader, Select, type ComboboxItem } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OpcionCatalogo } from '../../api/listing-form-queries.ts';

const SEARCH_DEBOUNCE_MS = 300;

export interface CatalogueSelectProps {
  label: string;
  value: OpcionCatalogo | null;
  onChange: (value: OpcionCatalogo | null) => void;
  queryKey: (text: string) => readonly unknown[];
  search: (text: string, signal: AbortSignal) => Promise<OpcionCatalogo[]>;
  error?: string;
  disabled?: boolean;
  required?: boolean;
  'data-testid'?: string;
}

export function CatalogueSelect({
  label,
  value,
  onChange,
  queryKey,
  search,
  error,
  disabled,
  required,
  'data-testid': testId,
}: CatalogueSelectProps) {
  const [opened, setOpened] = useState(false);
  const [searchValue, setSearchValue] = useState(value?.descripcion ?? '');
  // A value set from outside (the EAN lookup) shows its name in the input.
  useEffect(() => {
    setSearchValue(value?.descripcion ?? '');
  }, [value?.codigo, value?.descripcion]);
  const [debounced] = useDebouncedValue(searchValue, SEARCH_DEBOUNCE_MS);
  // The input showing the chosen option's name is not a search: the list shows everything.
  const term = value !== null && debounced === value.descripcion ? '' : debounced.trim();
  const results = useQuery({
    queryKey: queryKey(term),
    queryFn: ({ signal }) => search(term, signal),
    enabled: opened,
    staleTime: 60_000,
    retry: false,
    placeholderData: keepPreviousData,
  });

  const data: ComboboxItem[] = [];
  const seen = new Set<string>();
  for (const option of [...(value === null ? [] : [value]), ...(results.data ?? [])]) {
    if (seen.has(option.codigo)) continue;
    seen.add(option.codigo);
    data.push({ value: option.codigo, label: option.descripcion });
  }

  return (
    <Select
      label={label}
      data={data}
      value={value?.codigo ?? null}
      onChange={(next, option) =>
        onChange(next === null ? null : { codigo: next, descripcion: option.label })
      }
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
        setSearchValue(value?.descripcion ?? '');
      }}
      // The server has already filtered; the local filter would hide the chosen option's
      // neighbours while the input shows its name.
      filter={({ options }) => options}
      nothingFoundMessage={results.isFetching ? 'Buscando...' : 'Sin resultados'}
      rightSection={results.isFetching ? <Loader size="xs" /> : undefined}
      placeholder="Escriba para buscar"
      data-testid={testId}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
