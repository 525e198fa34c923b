// 002 §2 'Concepts': 'Gestión de Conceptos' (/Conceptos), the table Nombre, Acción, Editar
// with the popovers '¿Actualizar Concepto?' (Nombre, at most 50, and Acción; 'Actualizar'
// disabled when the name is empty) and '¿Eliminar Concepto?', both only where the concept
// allows it (mostrarBotonEliminar: the server answers false once a novedad uses it); 'Crear
// Concepto' leads to /Conceptos/Nuevo (Nombre, Acción, 'Confirmar', 'Cancelar').
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/CloseButton.css';
import { useMemo, useState } from 'react';
import {
  ActionIcon,
  Button,
  Group,
  Paper,
  Popover,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { MRT_ColumnDef } from 'mantine-react-table';
import { messagesOf } from '../../api/client.ts';
import {
  accionesNovedadesQueryOptions,
  actualizarConcepto,
  anularConcepto,
  conceptosNovedadesQueryOptions,
  crearConcepto,
  novedadesKeys,
  novedadesLoadTexts,
  type ConceptoNovedad,
} from '../../api/novedades-queries.ts';
import { CONCEPT_NAME_MAX_LENGTH, conceptMessages } from '../../domain/novedad-rules.ts';
import { PagedTable } from '../ui/paged-table.tsx';
import { showCallError, showSuccess, showWarning } from '../ui/toasts.ts';

function useAcciones() {
  const acciones = useQuery(accionesNovedadesQueryOptions());
  return (acciones.data ?? []).map((a) => ({ value: String(a.idEstado), label: a.descripcion }));
}

export function ConceptosPage({ onCreate }: { onCreate: () => void }) {
  const queryClient = useQueryClient();
  const query = useQuery(conceptosNovedadesQueryOptions());
  const acciones = useAcciones();
  const [page, setPage] = useState({ page: 1, size: 10 });
  const all = useMemo(() => query.data ?? [], [query.data]);
  const pageCount = Math.max(1, Math.ceil(all.length / page.size));
  const current = Math.min(page.page, pageCount);
  const rows = all.slice((current - 1) * page.size, current * page.size);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: novedadesKeys.all });
  const columns = useMemo<MRT_ColumnDef<ConceptoNovedad>[]>(
    () => [
      { id: 'nombre', header: 'Nombre', accessorKey: 'detalleConcepto' },
      { id: 'accion', header: 'Acción', accessorKey: 'descripcionSubTipoNovedad' },
      {
        id: 'editar',
        header: 'Editar',
        Cell: ({ row }) =>
          row.original.mostrarBotonEliminar ? (
            <ConceptoRowActions
              key={`${String(row.original.idTipoNovedad)}-${row.original.detalleConcepto}-${String(row.original.idSubTipo)}`}
              concepto={row.original}
              acciones={acciones}
              onSettled={refresh}
            />
          ) : null,
      },
    ],
    [JSON.stringify(acciones)],
  );
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          Gestión de Conceptos
        </Title>
        <Button onClick={onCreate}>Crear Concepto</Button>
      </Group>
      {query.isError && (
        <Text c="red" role="alert">
          {messagesOf(query.error, novedadesLoadTexts.list).join(' ')}
        </Text>
      )}
      <PagedTable
        columns={columns}
        rows={rows}
        total={all.length}
        page={current}
        pageSize={page.size}
        onPageChange={(p, size) => setPage({ page: p, size })}
        loading={query.isFetching}
        rowId={(c) => String(c.idTipoNovedad)}
        label="Conceptos"
      />
    </Stack>
  );
}

function ConceptoRowActions({
  concepto,
  acciones,
  onSettled,
}: {
  concepto: ConceptoNovedad;
  acciones: { value: string; label: string }[];
  onSettled: () => void;
}) {
  const [editOpen, setEditOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [nombre, setNombre] = useState(concepto.detalleConcepto);
  const [accion, setAccion] = useState<string | null>(String(concepto.idSubTipo));
  const [busy, setBusy] = useState(false);
  const name = concepto.detalleConcepto;

  const actualizar = async () => {
    if (accion === null) {
      showWarning(conceptMessages.accion);
      return;
    }
    setBusy(true);
    try {
      await actualizarConcepto(
        concepto.idTipoNovedad,
        nombre.trim(),
        Number(accion),
        conceptMessages.noEditado,
      );
      showSuccess(conceptMessages.actualizado);
      setEditOpen(false);
    } catch (error) {
      showCallError(error, conceptMessages.noEditado);
    } finally {
      setBusy(false);
      onSettled();
    }
  };

  const eliminar = async () => {
    setBusy(true);
    try {
      await anularConcepto(concepto.idTipoNovedad, conceptMessages.noEliminado);
      setDeleteOpen(false);
    } catch (error) {
      showCallError(error, conceptMessages.noEliminado);
    } finally {
      setBusy(false);
      onSettled();
    }
  };

  return (
    <Group gap={4} wrap="nowrap">
      <Popover opened={editOpen} onChange={setEditOpen} withArrow trapFocus position="left">
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            aria-label={`Editar el concepto ${name}`}
            onClick={() => {
              setNombre(concepto.detalleConcepto);
              setAccion(String(concepto.idSubTipo));
              setEditOpen((o) => !o);
            }}
          >
            <IconPencil size={18} />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown>
          <Stack gap="xs">
            <Text fw={600}>¿Actualizar Concepto?</Text>
            <TextInput
              label="Nombre"
              maxLength={CONCEPT_NAME_MAX_LENGTH}
              value={nombre}
              onChange={(e) => setNombre(e.currentTarget.value)}
            />
            <Select
              label="Acción"
              data={acciones}
              value={accion}
              onChange={setAccion}
              allowDeselect={false}
              comboboxProps={{ withinPortal: false }}
            />
            <Button
              size="xs"
              disabled={nombre.trim() === ''}
              loading={busy}
              onClick={() => void actualizar()}
            >
              Actualizar
            </Button>
          </Stack>
        </Popover.Dropdown>
      </Popover>
      <Popover opened={deleteOpen} onChange={setDeleteOpen} withArrow position="left">
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Eliminar el concepto ${name}`}
            onClick={() => setDeleteOpen((o) => !o)}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown>
          <Stack gap="xs">
            <Text fw={600}>¿Eliminar Concepto?</Text>
            <Button size="xs" color="red" loading={busy} onClick={() => void eliminar()}>
              Eliminar
            </Button>
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Group>
  );
}

export function NuevoConceptoPage({ onBack }: { onBack: () => void }) {
  const queryClient = useQueryClient();
  const acciones = useAcciones();
  const [nombre, setNombre] = useState('');
  const [accion, setAccion] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const confirmar = async () => {
    // 002 §5, in its order.
    if (nombre.trim() === '') {
      showWarning(conceptMessages.nombre);
      return;
    }
    if (accion === null) {
      showWarning(conceptMessages.accion);
      return;
    }
    setSaving(true);
    try {
      await crearConcepto(
        nombre.trim(),
        Number(accion),
        acciones.find((a) => a.value === accion)?.label ?? '',
        conceptMessages.noCreado,
      );
      showSuccess(conceptMessages.creado);
      await queryClient.invalidateQueries({ queryKey: novedadesKeys.all });
      onBack();
    } catch (error) {
      showCallError(error, conceptMessages.noCreado);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Stack>
      <Title order={1} size="h2">
        Nuevo Concepto
      </Title>
      <Paper
        withBorder
        p="md"
        component="form"
        aria-label="Nuevo concepto"
        onSubmit={(e) => {
          e.preventDefault();
          void confirmar();
        }}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Nombre"
            maxLength={CONCEPT_NAME_MAX_LENGTH}
            value={nombre}
            onChange={(e) => setNombre(e.currentTarget.value)}
          />
          <Select
            label="Acción"
            placeholder="Seleccione una acción"
            data={acciones}
            value={accion}
            onChange={setAccion}
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onBack}>
            Cancelar
          </Button>
          <Button type="submit" loading={saving}>
            Confirmar
          </Button>
        </Group>
      </Paper>
    </Stack>
  );
}
