// 001 §2.6: /Planes/Editar/{id} and /Planes/Nuevo. Description, commission (digits and a dot, at
// most 5 characters, above 100 becomes 100), the chosen plans (each removable), 'Agregar Planes'
// (the plan search, which brings the choice back), Guardar, Eliminar (edit; confirm '¿Desea
// eliminar el grupo de plan?') and Cancelar. The checks of §5 run in order before the call; the
// server runs them again. Successes and fallbacks are §8's.
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/ActionIcon.css';
import { useState } from 'react';
import {
  ActionIcon,
  Button,
  Group,
  Loader,
  Modal,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { messagesOf } from '../../api/client.ts';
import {
  crearGrupoPlanes,
  eliminarGrupoPlanes,
  grupoPlanesQueryOptions,
  modificarGrupoPlanes,
  plansKeys,
  plansLoadTexts,
  type GrupoPlanes,
} from '../../api/plans-queries.ts';
import {
  COMMISSION_MAX_LENGTH,
  DESCRIPCION_MAX_LENGTH,
  commissionInput,
  planGroupError,
  planGroupMessages,
} from '../../domain/plan-rules.ts';
import { showCallError, showErrors, showSuccess } from '../ui/toasts.ts';
import { clearDraft, readDraft, writeDraft, type PlanGroupFormDraft } from './draft.ts';

/** 001 §9: navigation after creating a plan group is delayed 500 ms. */
const AFTER_CREATE_MS = 500;

export function PlanGroupEditPage({ idGrupoPlan }: { idGrupoPlan: number }) {
  const query = useQuery(grupoPlanesQueryOptions(idGrupoPlan));
  if (query.isPending) return <Loader aria-label="Cargando grupo de planes" />;
  if (query.isError) {
    return (
      <Text c="red" role="alert">
        {messagesOf(query.error, plansLoadTexts.group).join(' ')}
      </Text>
    );
  }
  return <PlanGroupForm key={idGrupoPlan} group={query.data} />;
}

export function PlanGroupNewPage() {
  return <PlanGroupForm group={null} />;
}

function initialOf(group: GrupoPlanes | null): PlanGroupFormDraft {
  const id = group?.idGrupoPlan ?? null;
  return (
    readDraft(id) ?? {
      idGrupoPlan: id,
      descripcion: group?.descripcion ?? '',
      comision: group === null ? '' : String(group.comision),
      planes: group?.planes ?? [],
    }
  );
}

function PlanGroupForm({ group }: { group: GrupoPlanes | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<PlanGroupFormDraft>(() => initialOf(group));
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const mode = group === null ? 'create' : 'edit';

  const guardar = async () => {
    const error = planGroupError(
      {
        descripcion: form.descripcion,
        comision: form.comision,
        planes: form.planes.map((p) => p.id),
      },
      mode,
    );
    if (error !== null) {
      showErrors([error]);
      return;
    }
    setBusy(true);
    const body = {
      descripcion: form.descripcion.trim(),
      comision: Number(form.comision),
      listaIdsPlanes: form.planes.map((p) => p.id),
    };
    try {
      if (group === null) {
        await crearGrupoPlanes(body, planGroupMessages.createFailed);
      } else {
        await modificarGrupoPlanes(
          { ...body, idGrupoPlan: group.idGrupoPlan },
          planGroupMessages.saveFailed,
        );
      }
      clearDraft();
      showSuccess(planGroupMessages.saved);
      await queryClient.invalidateQueries({ queryKey: plansKeys.all });
      if (group === null) await new Promise((r) => setTimeout(r, AFTER_CREATE_MS));
      void navigate({ to: '/Planes' });
    } catch (error) {
      showCallError(
        error,
        group === null ? planGroupMessages.createFailed : planGroupMessages.saveFailed,
      );
    } finally {
      setBusy(false);
    }
  };

  const eliminar = async () => {
    if (group === null) return;
    setAsking(false);
    setBusy(true);
    try {
      await eliminarGrupoPlanes(group.idGrupoPlan, planGroupMessages.deleteFailed);
      clearDraft();
      showSuccess(planGroupMessages.deleted);
      await queryClient.invalidateQueries({ queryKey: plansKeys.all });
      void navigate({ to: '/Planes' });
    } catch (error) {
      showCallError(error, planGroupMessages.deleteFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack>
      <Title order={1} size="h2">
        {group === null ? 'Crear Grupo de Planes' : 'Editar Grupo de Planes'}
      </Title>
      <Paper withBorder p="md">
        <Stack>
          <TextInput
            label="Descripción"
            value={form.descripcion}
            maxLength={DESCRIPCION_MAX_LENGTH}
            onChange={(e) => {
              const descripcion = e.currentTarget.value;
              setForm((f) => ({ ...f, descripcion }));
            }}
          />
          <TextInput
            label="Comisión"
            value={form.comision}
            inputMode="decimal"
            maxLength={COMMISSION_MAX_LENGTH}
            onChange={(e) => {
              const comision = commissionInput(e.currentTarget.value);
              setForm((f) => ({ ...f, comision }));
            }}
          />
          <Group justify="space-between">
            <Text fw={600}>Planes</Text>
            <Button
              variant="light"
              onClick={() => {
                writeDraft(form);
                void navigate({ to: '/Planes/Busqueda' });
              }}
            >
              {group === null ? 'Agregar planes' : 'Agregar Planes'}
            </Button>
          </Group>
          <Table striped aria-label="Planes del grupo">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Número</Table.Th>
                <Table.Th>Descripción</Table.Th>
                <Table.Th>Cuotas</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {form.planes.map((p) => (
                <Table.Tr key={p.id} data-testid="plan-del-grupo">
                  <Table.Td>{p.numero}</Table.Td>
                  <Table.Td>{p.descripcion}</Table.Td>
                  <Table.Td>{p.cuotas}</Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Quitar plan ${String(p.numero)}`}
                      onClick={() =>
                        setForm((f) => ({ ...f, planes: f.planes.filter((x) => x.id !== p.id) }))
                      }
                    >
                      ✕
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      </Paper>
      <Group justify="flex-end">
        <Button
          variant="default"
          onClick={() => {
            clearDraft();
            void navigate({ to: '/Planes' });
          }}
        >
          Cancelar
        </Button>
        {group !== null && (
          <Button color="red" variant="light" disabled={busy} onClick={() => setAsking(true)}>
            Eliminar
          </Button>
        )}
        <Button loading={busy} onClick={() => void guardar()}>
          Guardar
        </Button>
      </Group>
      <Modal opened={asking} onClose={() => setAsking(false)} title="Confirmar" centered>
        <Text>{planGroupMessages.deleteConfirm}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setAsking(false)}>
            No
          </Button>
          <Button color="red" onClick={() => void eliminar()}>
            Sí
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
