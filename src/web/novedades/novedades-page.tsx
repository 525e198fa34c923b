// 002 §2 'Novedades' (/Novedades): the filter (Desde, Hasta, Seller, Estado, Orden de
// referencia, 'Todas las novedades de todos los sellers en el rango de tiempo', ticked by
// default) kept in the URL, with the checks of 002 §5; the table (checkbox, Fecha, Seller,
// Orden Ref., Concepto, Acción, Importe, Estado, Editar) a page at a time; 'Seleccionar todo'
// and 'Marcar confirmadas'; per row the popovers '¿Actualizar Importe?' and '¿Eliminar
// Novedad?'. Which row has a checkbox, an edit and a delete is the novedad machine's answer at
// the row's stored state (a state 3 row has none); the server runs the same machine.
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/CloseButton.css';
import { useMemo, useState } from 'react';
import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  Popover,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MRT_ColumnDef } from 'mantine-react-table';
import { novedadButtons, novedadCallFailures } from '../../../machines/novedad.ts';
import { messagesOf } from '../../api/client.ts';
import {
  anularNovedades,
  buscarNovedadesQueryOptions,
  confirmarNovedades,
  editarNovedad,
  estadosNovedadesQueryOptions,
  historialNovedadQueryOptions,
  novedadesKeys,
  novedadesLoadTexts,
  type Novedad,
} from '../../api/novedades-queries.ts';
import { formatDay } from '../../domain/dates.ts';
import { HISTORY_LOAD_FAILED } from '../../domain/history.ts';
import { centsFromAmount } from '../../domain/money.ts';
import { novedadAmountText } from '../../domain/novedad-amount.ts';
import {
  NOVEDAD_AMOUNT_MAX_LENGTH,
  NOVEDAD_ORDER_MAX_LENGTH,
  conceptoColumn,
  novedadMessages,
  parseNovedadAmount,
} from '../../domain/novedad-rules.ts';
import type { TipoUsuario } from '../../domain/roles.ts';
import { AmountInput } from '../ui/amount-input.tsx';
import { HistoryButton } from '../ui/history-button.tsx';
import { DayRangeInputs, FilterPanel } from '../ui/filter-panel.tsx';
import { PagedTable } from '../ui/paged-table.tsx';
import { SellerSearchSelect } from '../ui/seller-search-select.tsx';
import { showCallError, showSuccess, showWarning } from '../ui/toasts.ts';
import {
  novedadesFilterProblem,
  novedadesQueryOf,
  novedadesSearch,
  type NovedadesFilter,
} from './novedades-filter.ts';
import { novedadAllows, useNovedadWorkflow } from './novedad-workflow.ts';
import { SavedViews } from '../ui/saved-views.tsx';

export interface NovedadesPageProps {
  tipoUsuario: TipoUsuario;
  search: Record<string, unknown>;
  onSearchChange: (filter: NovedadesFilter) => void;
  onCreate: () => void;
}

const digitsOnly = (text: string) => text.replace(/\D/g, '');

export function NovedadesPage({
  tipoUsuario,
  search,
  onSearchChange,
  onCreate,
}: NovedadesPageProps) {
  const queryClient = useQueryClient();
  const applied = novedadesSearch.read(search);
  const problem = novedadesFilterProblem(applied);
  const query = useQuery({
    ...buscarNovedadesQueryOptions(novedadesQueryOf(applied)),
    enabled: problem === null,
    placeholderData: keepPreviousData,
  });
  const rows = useMemo(() => query.data?.elementos ?? [], [query.data]);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  // The novedades whose confirmation is in flight: their edit and delete wait for its answer
  // (the machine takes no other event while a call is in flight).
  const [confirming, setConfirming] = useState<ReadonlySet<number>>(new Set());
  const selectable = useMemo(
    () =>
      rows
        .filter((n) => novedadAllows(n.idEstado, 'CONFIRMAR', tipoUsuario))
        .map((n) => n.idNovedad),
    [rows, tipoUsuario],
  );
  // Only what is on the page and may still be confirmed stays chosen.
  const chosen = selectable.filter((id) => selected.has(id));
  const allChosen = selectable.length > 0 && chosen.length === selectable.length;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: novedadesKeys.lists() });

  const toggle = (id: number, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const marcarConfirmadas = async () => {
    if (chosen.length === 0) {
      showWarning(novedadMessages.ninguna);
      return;
    }
    setConfirming(new Set(chosen));
    try {
      await confirmarNovedades(chosen, novedadCallFailures.confirmar);
      showSuccess(novedadMessages.confirmadas);
      setSelected(new Set());
    } catch (error) {
      showCallError(error, novedadCallFailures.confirmar);
    } finally {
      setConfirming(new Set());
      refresh();
    }
  };

  const columns = useMemo<MRT_ColumnDef<Novedad>[]>(
    () => [
      {
        id: 'seleccion',
        header: '',
        size: 40,
        Cell: ({ row }) =>
          novedadAllows(row.original.idEstado, 'CONFIRMAR', tipoUsuario) ? (
            <Checkbox
              aria-label={`Seleccionar novedad ${String(row.original.idNovedad)}`}
              checked={selected.has(row.original.idNovedad)}
              onChange={(e) => toggle(row.original.idNovedad, e.currentTarget.checked)}
            />
          ) : null,
      },
      {
        id: 'fecha',
        header: 'Fecha',
        size: 95,
        accessorFn: (n) => formatDay(n.fechaNovedad, '-'),
      },
      { id: 'seller', header: 'Seller', size: 150, accessorKey: 'seller' },
      {
        id: 'orden',
        header: 'Orden Ref.',
        size: 80,
        accessorFn: (n) => String(n.ordenDeReferencia),
      },
      {
        id: 'concepto',
        header: 'Concepto',
        size: 200,
        accessorFn: (n) => conceptoColumn(n.detalleTipoNovedad, n.comentarios),
      },
      { id: 'accion', header: 'Acción', size: 80, accessorKey: 'descripcionSubTipoNovedad' },
      {
        id: 'importe',
        header: 'Importe',
        size: 105,
        // Signed by its action, as the settlements show it (src/domain/novedad-amount.ts).
        accessorFn: (n) => novedadAmountText(centsFromAmount(n.importe), n.idSubTipo),
      },
      { id: 'estado', header: 'Estado', size: 120, accessorKey: 'detalleEstadoNovedad' },
      {
        id: 'editar',
        header: 'Editar',
        size: 80,
        Cell: ({ row }) => (
          <NovedadRowActions
            // A changed row restarts its machine at its new stored state and amount.
            key={`${String(row.original.idNovedad)}-${String(row.original.idEstado)}-${String(row.original.importe)}`}
            novedad={row.original}
            tipoUsuario={tipoUsuario}
            onSettled={refresh}
            confirming={confirming.has(row.original.idNovedad)}
          />
        ),
      },
    ],
    [selected, tipoUsuario, confirming],
  );

  return (
    <Stack>
      <Title order={1} size="h2">
        Adm. Novedades
      </Title>
      <SavedViews lista="/Novedades" />
      <NovedadesFilterForm
        applied={applied}
        searching={query.isFetching}
        onSearch={(f) => {
          const why = novedadesFilterProblem(f);
          if (why !== null) {
            showWarning(why);
            return;
          }
          setSelected(new Set());
          onSearchChange({ ...f, pagina: 1 });
        }}
        onClear={() => {
          setSelected(new Set());
          onSearchChange(novedadesSearch.read({}));
        }}
        onCreate={onCreate}
      />
      {query.isError && (
        <Text c="red" role="alert">
          {messagesOf(query.error, novedadesLoadTexts.list).join(' ')}
        </Text>
      )}
      <Group justify="space-between">
        <Checkbox
          label="Seleccionar todo"
          checked={allChosen}
          disabled={selectable.length === 0}
          onChange={(e) => {
            const on = e.currentTarget.checked;
            setSelected((s) => {
              const next = new Set(s);
              for (const id of selectable) {
                if (on) next.add(id);
                else next.delete(id);
              }
              return next;
            });
          }}
        />
        <Button onClick={() => void marcarConfirmadas()} loading={confirming.size > 0}>
          {novedadButtons.marcarConfirmadas}
        </Button>
      </Group>
      <PagedTable
        dense
        columns={columns}
        rows={rows}
        total={query.data?.cantidadTotal ?? 0}
        page={applied.pagina}
        pageSize={applied.cantidad}
        onPageChange={(pagina, cantidad) => onSearchChange({ ...applied, pagina, cantidad })}
        loading={query.isFetching}
        rowId={(n) => String(n.idNovedad)}
        label="Novedades"
      />
    </Stack>
  );
}

function NovedadRowActions({
  novedad,
  tipoUsuario,
  onSettled,
  confirming,
}: {
  novedad: Novedad;
  tipoUsuario: number;
  onSettled: () => void;
  /** Its confirmation ('Marcar confirmadas') is in flight. */
  confirming: boolean;
}) {
  const [importe, setImporte] = useState('');
  const [editOpen, setEditOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const workflow = useNovedadWorkflow({
    tipoUsuario,
    idEstado: novedad.idEstado,
    calls: {
      editarImporte: () =>
        editarNovedad(novedad.idNovedad, importe, novedadCallFailures.editarImporte),
      anular: () => anularNovedades([novedad.idNovedad], novedadCallFailures.anular),
    },
    onSettled,
  });
  // 002 §5: disabled when empty or unchanged.
  const unchanged = importe === '' || Number(importe) === novedad.importe;
  const actualizar = async () => {
    if (parseNovedadAmount(importe) === null) {
      showWarning(novedadMessages.importeInvalido);
      return;
    }
    if (await workflow.editarImporte()) setEditOpen(false);
  };
  const id = String(novedad.idNovedad);
  return (
    <Group gap={4} wrap="nowrap">
      {workflow.showEditar && (
        <Popover opened={editOpen} onChange={setEditOpen} withArrow trapFocus position="left">
          <Popover.Target>
            <ActionIcon
              variant="subtle"
              aria-label={`Editar importe de la novedad ${id}`}
              disabled={!workflow.canEditar || confirming}
              onClick={() => {
                setImporte('');
                setEditOpen((o) => !o);
              }}
            >
              <IconPencil size={18} />
            </ActionIcon>
          </Popover.Target>
          <Popover.Dropdown>
            <Stack gap="xs">
              <Text fw={600}>¿Actualizar Importe?</Text>
              <AmountInput
                label="Nuevo Importe:"
                format={{ kind: 'entero', maxLength: NOVEDAD_AMOUNT_MAX_LENGTH }}
                value={importe}
                onValueChange={setImporte}
              />
              <Button
                size="xs"
                disabled={unchanged || !workflow.canEditar}
                loading={workflow.busy}
                onClick={() => void actualizar()}
              >
                {novedadButtons.actualizar}
              </Button>
            </Stack>
          </Popover.Dropdown>
        </Popover>
      )}
      {workflow.showAnular && (
        <Popover opened={deleteOpen} onChange={setDeleteOpen} withArrow position="left">
          <Popover.Target>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Eliminar la novedad ${id}`}
              disabled={!workflow.canAnular || confirming}
              onClick={() => setDeleteOpen((o) => !o)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Popover.Target>
          <Popover.Dropdown>
            <Stack gap="xs">
              <Text fw={600}>¿Eliminar Novedad?</Text>
              <Button
                size="xs"
                color="red"
                disabled={!workflow.canAnular}
                loading={workflow.busy}
                onClick={() =>
                  void workflow.anular().then((ok) => {
                    if (ok) setDeleteOpen(false);
                  })
                }
              >
                {novedadButtons.eliminar}
              </Button>
            </Stack>
          </Popover.Dropdown>
        </Popover>
      )}
      <HistoryButton
        icon
        title={`Historial de la novedad ${id}`}
        query={(page) => historialNovedadQueryOptions(novedad.idNovedad, page, HISTORY_LOAD_FAILED)}
      />
    </Group>
  );
}

function NovedadesFilterForm({
  applied,
  searching,
  onSearch,
  onClear,
  onCreate,
}: {
  applied: NovedadesFilter;
  searching: boolean;
  onSearch: (f: NovedadesFilter) => void;
  onClear: () => void;
  onCreate: () => void;
}) {
  const estados = useQuery(estadosNovedadesQueryOptions());
  const estadoData = (estados.data ?? []).map((e) => ({
    value: String(e.idEstado),
    label: e.descripcion,
  }));
  return (
    <FilterPanel
      label="Filtro de novedades"
      columns={3}
      applied={applied}
      onSearch={onSearch}
      onClear={onClear}
      searching={searching}
      actions={
        <Button variant="default" onClick={onCreate}>
          Crear Novedad
        </Button>
      }
      fields={(draft, set) => (
        <>
          <DayRangeInputs
            labels={['Desde', 'Hasta']}
            from={draft.fechaDesde}
            to={draft.fechaHasta}
            onFrom={(v) => set('fechaDesde', v)}
            onTo={(v) => set('fechaHasta', v)}
          />
          <TextInput
            label="Orden de referencia"
            inputMode="numeric"
            maxLength={NOVEDAD_ORDER_MAX_LENGTH}
            value={draft.orden}
            onChange={(e) => set('orden', digitsOnly(e.currentTarget.value))}
          />
          <SellerSearchSelect
            label="Seller"
            placeholder="Seleccione un seller"
            value={draft.seller}
            onChange={(v) => set('seller', v)}
            disabled={draft.buscaTodo}
          />
          <Select
            label="Estado"
            placeholder="Seleccione un estado"
            data={estadoData}
            value={draft.estado === null ? null : String(draft.estado)}
            onChange={(v) => set('estado', v === null || v === '' ? null : Number(v))}
            disabled={draft.buscaTodo}
          />
        </>
      )}
      below={(draft, set) => (
        <Checkbox
          mt="md"
          label="Todas las novedades de todos los sellers en el rango de tiempo"
          checked={draft.buscaTodo}
          onChange={(e) => set('buscaTodo', e.currentTarget.checked)}
        />
      )}
    />
  );
}
