// 001 §2.5: 'Gestión de Rebates' (/Rebates). The filter (Seller for staff; Estado with the
// options of §4 for the role, PENDIENTES omitted for the seller admin; Sku Seller, Sku Market,
// Fecha desde/hasta; Buscar, Limpiar) kept in the URL, one card per rebate with the buttons of
// the rebate machine, pages of 10 and 'NO SE ENCONTRARON RESULTADOS'. A staff user acts on
// several cards without leaving the screen: after each call the list is read again and the
// changed card restarts its machine at its new stored state.
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/CloseButton.css';
import { Select, Stack, TextInput, Title } from '@mantine/core';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { buscarRebatesQueryOptions, rebatesKeys } from '../../api/rebates-queries.ts';
import {
  REBATES_PAGE_SIZE,
  rebateEstadoOptions,
  rebateScreenMessages,
} from '../../domain/rebate-rules.ts';
import { isSellerScoped, type TipoUsuario } from '../../domain/roles.ts';
import { FilterDayRange, FilterPanel } from '../ui/filter-panel.tsx';
import { PagedCardList } from '../ui/paged-card-list.tsx';
import { SellerSearchSelect } from '../ui/seller-search-select.tsx';
import { urlList, type UrlListFilter } from '../ui/url-filter.ts';
import { rebatesQueryOf, rebatesSearch, type RebatesFilter } from './list-filter-state.ts';
import { RebateManagementCard } from './rebate-management-card.tsx';
import { SavedViews } from '../ui/saved-views.tsx';
import { PendingNotice } from '../ui/pending-notice.tsx';

export interface RebatesPageProps {
  tipoUsuario: TipoUsuario;
  userId: number;
  search: Record<string, unknown>;
  onSearchChange: (filter: RebatesFilter) => void;
}

export function RebatesPage({ tipoUsuario, userId, search, onSearchChange }: RebatesPageProps) {
  const queryClient = useQueryClient();
  const list = urlList(rebatesSearch, search, onSearchChange);
  const applied = list.applied;
  // 001 §6: types 1 and 2 see the seller filter; the seller admin gets its own seller's.
  const sellerFilter = !isSellerScoped(tipoUsuario);
  const estados = rebateEstadoOptions(tipoUsuario);
  const query = useQuery({
    ...buscarRebatesQueryOptions(
      rebatesQueryOf(
        applied,
        sellerFilter,
        estados.map((e) => e.value),
      ),
      rebateScreenMessages.loadFailed,
    ),
    placeholderData: keepPreviousData,
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: rebatesKeys.all });
  return (
    <Stack>
      <Title order={1} size="h2">
        Gestión de Rebates
      </Title>
      <SavedViews lista="/Rebates" />
      <PendingNotice pendiente={applied.pendiente} tipoUsuario={tipoUsuario} to="/Rebates" />
      <RebatesFilterForm
        filter={list.filter}
        sellerFilter={sellerFilter}
        estados={estados}
        searching={query.isFetching}
      />
      <PagedCardList
        query={query}
        loadFailed={rebateScreenMessages.loadFailed}
        loadingLabel="Cargando rebates"
        emptyText={rebateScreenMessages.empty}
        emptyTestId="sin-rebates"
        testId="rebates"
        pagerTestId="rebates-pager"
        pageSize={REBATES_PAGE_SIZE}
        page={applied.pagina}
        onPage={list.onPage}
        card={(item) => (
          <RebateManagementCard
            // A changed card restarts its machine at the new stored state.
            key={`${String(item.rebate.idRebate)}-${String(item.rebate.idEstadoRebate)}`}
            item={item}
            tipoUsuario={tipoUsuario}
            userId={userId}
            onSettled={refresh}
          />
        )}
      />
    </Stack>
  );
}

function RebatesFilterForm({
  filter,
  sellerFilter,
  estados,
  searching,
}: {
  filter: UrlListFilter<RebatesFilter>;
  sellerFilter: boolean;
  estados: { value: number; label: string }[];
  searching: boolean;
}) {
  // 001 §4: TODOS (null) first, then the role's options.
  const estadoData = [
    { value: '', label: 'TODOS' },
    ...estados.map((e) => ({ value: String(e.value), label: e.label })),
  ];
  return (
    <FilterPanel
      {...filter}
      label="Filtro de rebates"
      columns={3}
      searching={searching}
      fields={(draft, set) => (
        <>
          {sellerFilter && (
            <SellerSearchSelect
              label="Seller"
              placeholder="Todos los sellers"
              value={draft.seller}
              onChange={(v) => set('seller', v)}
            />
          )}
          <Select
            label="Estado"
            data={estadoData}
            value={draft.estado === null ? '' : String(draft.estado)}
            onChange={(v) => set('estado', v === null || v === '' ? null : Number(v))}
            allowDeselect={false}
          />
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
          <FilterDayRange draft={draft} set={set} />
        </>
      )}
    />
  );
}
