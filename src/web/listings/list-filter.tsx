// 000 §2.6: the filter card of /Publicaciones: Seller (staff, searchable), Sku Seller, Sku
// Market, Marca, Categoria, Estado, Fecha desde, Fecha hasta, Tipo publicación (staff), Stock,
// 'Buscar' and 'Limpiar'. The fields are a draft until 'Buscar'; 'Limpiar' restores the defaults
// (the last 14 days) and searches with them. A typed day outside a date field's bounds (or not
// a day) stays typed with its message and is not applied (issue 11).
import '@mantine/core/styles/SimpleGrid.css';
import { useEffect, useState, type SubmitEvent } from 'react';
import { Button, Group, Paper, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  buscarCategorias,
  buscarMarcas,
  estadosVariacionesQueryOptions,
  listingsKeys,
  listingsLoadTexts,
  tiposPublicacionQueryOptions,
} from '../../api/listings-queries.ts';
import {
  defaultListFilter,
  stockOptions,
  type EstadoFiltro,
  type ListFilter,
  type StockFiltro,
} from './list-filter-state.ts';
import { buscarSellers, sellersKeys } from '../../api/sellers-queries.ts';
import { ServerSearchSelect, asOption } from '../ui/server-search-select.tsx';
import { DayInput } from '../ui/day-input.tsx';
import { showCallError } from '../ui/toasts.ts';
import type { ListView } from './list-view.ts';
import { useQueryErrorToasts } from './list-query-errors.ts';

export interface ListFilterFormProps {
  view: ListView;
  /** The values the list on screen was asked with: the form starts from them. */
  applied: ListFilter;
  searching: boolean;
  onSearch: (filter: ListFilter) => void;
}

const sellerOption = (s: {
  idSeller: number;
  descripcion: string;
  nombreTienda: string | null;
}) => ({
  value: String(s.idSeller),
  label:
    s.nombreTienda && s.nombreTienda !== s.descripcion
      ? `${s.nombreTienda} (${s.descripcion})`
      : s.descripcion,
});

const catalogueOption = (o: { codigo: string; descripcion: string }) => ({
  value: o.codigo,
  label: o.descripcion,
});

export function ListFilterForm({ view, applied, searching, onSearch }: ListFilterFormProps) {
  const [draft, setDraft] = useState<ListFilter>(applied);
  const set = <K extends keyof ListFilter>(key: K, value: ListFilter[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  const estados = useQuery(estadosVariacionesQueryOptions());
  useQueryErrorToasts(estados.error, estados.errorUpdatedAt, listingsLoadTexts.estados);
  const tipos = useQuery({ ...tiposPublicacionQueryOptions(), enabled: view.typeFilter });
  // 000 §8: a failure to load the listing types is only logged.
  useEffect(() => {
    if (tipos.error !== null) console.error(listingsLoadTexts.types, tipos.error);
  }, [tipos.error]);

  // A typed text in a date field that is not a day applied (its message): 'Buscar' waits.
  const [problems, setProblems] = useState<{ desde: string | null; hasta: string | null }>({
    desde: null,
    hasta: null,
  });
  const blocked = problems.desde !== null || problems.hasta !== null;
  // 'Limpiar' starts the date fields again (their typed text included).
  const [resets, setResets] = useState(0);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!blocked) onSearch(draft);
  };

  const clear = () => {
    const defaults = defaultListFilter();
    setDraft(defaults);
    setProblems({ desde: null, hasta: null });
    setResets((r) => r + 1);
    onSearch(defaults);
  };

  return (
    <Paper withBorder radius="md" p="md" data-testid="listings-filter">
      <form onSubmit={submit} aria-label="Filtro de publicaciones">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="sm" verticalSpacing="xs">
          {view.sellerFilter && (
            <ServerSearchSelect
              label="Seller"
              placeholder="Todos los sellers"
              value={draft.seller}
              onChange={(v) => set('seller', v)}
              optionOf={asOption}
              queryKey={sellersKeys.search}
              search={async (text, signal) => (await buscarSellers(text, signal)).map(sellerOption)}
            />
          )}
          <TextInput
            label="Sku Seller"
            value={draft.skuSeller}
            maxLength={30}
            onChange={(e) => set('skuSeller', e.currentTarget.value)}
          />
          <TextInput
            label="Sku Market"
            value={draft.skuMarket}
            maxLength={20}
            onChange={(e) => set('skuMarket', e.currentTarget.value)}
          />
          <ServerSearchSelect
            label="Marca"
            placeholder="Todas"
            value={draft.marca}
            onChange={(v) => set('marca', v)}
            optionOf={asOption}
            queryKey={listingsKeys.brands}
            search={async (text, signal) => (await buscarMarcas(text, signal)).map(catalogueOption)}
            onError={(error) => showCallError(error, listingsLoadTexts.catalogue)}
          />
          <ServerSearchSelect
            label="Categoria"
            placeholder="Todas"
            value={draft.categoria}
            onChange={(v) => set('categoria', v)}
            optionOf={asOption}
            queryKey={listingsKeys.categories}
            search={async (text, signal) =>
              (await buscarCategorias(text, signal)).map(catalogueOption)
            }
            onError={(error) => showCallError(error, listingsLoadTexts.catalogue)}
          />
          <Select
            label="Estado"
            placeholder="Todos"
            clearable
            data={(estados.data ?? []).map((e) => ({ value: String(e.id), label: e.descripcion }))}
            value={draft.estado === null ? null : String(draft.estado)}
            onChange={(v) => set('estado', v === null ? null : (Number(v) as EstadoFiltro))}
            comboboxProps={{ withinPortal: true }}
          />
          <DayInput
            key={`desde-${String(resets)}`}
            label="Fecha desde"
            value={draft.fechaDesde}
            onChange={(iso) => set('fechaDesde', iso)}
            maxDay={draft.fechaHasta}
            onProblemChange={(p) => setProblems((ps) => ({ ...ps, desde: p }))}
            clearable
          />
          <DayInput
            key={`hasta-${String(resets)}`}
            label="Fecha hasta"
            value={draft.fechaHasta}
            onChange={(iso) => set('fechaHasta', iso)}
            minDay={draft.fechaDesde}
            onProblemChange={(p) => setProblems((ps) => ({ ...ps, hasta: p }))}
            clearable
          />
          {view.typeFilter && (
            <Select
              label="Tipo publicación"
              placeholder="Todos"
              clearable
              data={(tipos.data ?? []).map((t) => ({
                value: String(t.idTipoPublicacion),
                label: t.descripcion,
              }))}
              value={draft.idTipoPublicacion === null ? null : String(draft.idTipoPublicacion)}
              onChange={(v) => set('idTipoPublicacion', v === null ? null : Number(v))}
              comboboxProps={{ withinPortal: true }}
            />
          )}
          <Select
            label="Stock"
            data={stockOptions.map((o) => ({ value: String(o.value), label: o.label }))}
            value={String(draft.stock)}
            onChange={(v) => set('stock', (v === null ? 0 : Number(v)) as StockFiltro)}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
        </SimpleGrid>
        <Group gap="sm" mt="md" justify="flex-end">
          <Button type="button" variant="default" onClick={clear}>
            Limpiar
          </Button>
          <Button type="submit" loading={searching} disabled={blocked}>
            Buscar
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
