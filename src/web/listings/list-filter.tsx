// 000 §2.6: the filter card of /Publicaciones: Seller (staff, searchable), Sku Seller, Sku
// Market, Marca, Categoria, Estado, Fecha desde, Fecha hasta, Tipo publicación (staff), Stock,
// 'Buscar' and 'Limpiar'. The fields are a draft until 'Buscar'; 'Limpiar' restores the defaults
// (the last 14 days) and searches with them.
import 'dayjs/locale/es';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/dates/styles.css';
import { useEffect, useState, type SubmitEvent } from 'react';
import { Button, Group, Paper, Select, SimpleGrid, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import {
  buscarCategorias,
  buscarMarcas,
  buscarSellers,
  estadosVariacionesQueryOptions,
  listingsKeys,
  listingsLoadTexts,
  tiposPublicacionQueryOptions,
} from '../../api/listings-queries.ts';
import { FIRST_YEAR, dateFromIso, isoFromDate, parseDayInput } from '../../domain/dates.ts';
import {
  defaultListFilter,
  stockOptions,
  type EstadoFiltro,
  type ListFilter,
  type StockFiltro,
} from './list-filter-state.ts';
import { RemoteSelect } from './list-remote-select.tsx';
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

const minDate = new Date(FIRST_YEAR, 0, 1);

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

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(draft);
  };

  const clear = () => {
    const defaults = defaultListFilter();
    setDraft(defaults);
    onSearch(defaults);
  };

  const desde = draft.fechaDesde === null ? null : dateFromIso(draft.fechaDesde);
  const hasta = draft.fechaHasta === null ? null : dateFromIso(draft.fechaHasta);

  return (
    <Paper withBorder radius="md" p="md" data-testid="listings-filter">
      <form onSubmit={submit} aria-label="Filtro de publicaciones">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="sm" verticalSpacing="xs">
          {view.sellerFilter && (
            <RemoteSelect
              label="Seller"
              placeholder="Todos los sellers"
              value={draft.seller}
              onChange={(v) => set('seller', v)}
              queryKey={listingsKeys.sellers}
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
          <RemoteSelect
            label="Marca"
            placeholder="Todas"
            value={draft.marca}
            onChange={(v) => set('marca', v)}
            queryKey={listingsKeys.brands}
            search={async (text, signal) => (await buscarMarcas(text, signal)).map(catalogueOption)}
            onError={(error) => showCallError(error, listingsLoadTexts.catalogue)}
          />
          <RemoteSelect
            label="Categoria"
            placeholder="Todas"
            value={draft.categoria}
            onChange={(v) => set('categoria', v)}
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
          <DateInput
            label="Fecha desde"
            placeholder="DD/MM/AAAA"
            valueFormat="DD/MM/YYYY"
            locale="es"
            dateParser={parseDayInput}
            value={desde}
            onChange={(d) => set('fechaDesde', d === null ? null : isoFromDate(d))}
            minDate={minDate}
            maxDate={hasta ?? undefined}
            clearable
            leftSection={<IconCalendar size={18} stroke={1.5} />}
          />
          <DateInput
            label="Fecha hasta"
            placeholder="DD/MM/AAAA"
            valueFormat="DD/MM/YYYY"
            locale="es"
            dateParser={parseDayInput}
            value={hasta}
            onChange={(d) => set('fechaHasta', d === null ? null : isoFromDate(d))}
            minDate={desde ?? minDate}
            clearable
            leftSection={<IconCalendar size={18} stroke={1.5} />}
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
          <Button type="submit" loading={searching}>
            Buscar
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
