// 001 §2.7: /Tipo/Publicaciones/Editar/{id} and /Tipo/Publicaciones/Nuevo ('Crear Tipo de
// Publicaciones'): description, commission (digits and a dot, capped at 100), 'Numero Cuotas'
// (digits, 3 on create, 5 on edit), the plan groups each with a remove icon, 'Agregar Grupo de
// Planes' (the group search, which brings the choice back), Guardar, Eliminar (edit; confirm
// '¿Desea eliminar el tipo de publicación?') and Cancelar. The checks of §5 run in order; saving
// writes the type, then its plan groups (AsociarGrupoPlanes) when they changed.
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
  asociarGrupoPlanes,
  crearTipoPublicacion,
  eliminarTipoPublicacion,
  modificarTipoPublicacion,
  publicationTypesKeys,
  tipoPublicacionQueryOptions,
  type TipoPublicacionAdmin,
} from '../../api/publication-types-queries.ts';
import {
  COMMISSION_MAX_LENGTH,
  CUOTAS_MAX_LENGTH_CREATE,
  CUOTAS_MAX_LENGTH_EDIT,
  DESCRIPCION_MAX_LENGTH,
  commissionInput,
  cuotasInput,
  publicationTypeError,
  publicationTypeMessages,
} from '../../domain/plan-rules.ts';
import { showCallError, showErrors, showSuccess } from '../ui/toasts.ts';
import { clearDraft, readDraft, writeDraft, type TypeFormDraft } from './draft.ts';

export function PublicationTypeEditPage({ idTipoPublicacion }: { idTipoPublicacion: number }) {
  const query = useQuery(
    tipoPublicacionQueryOptions(idTipoPublicacion, publicationTypeMessages.loadFailed),
  );
  if (query.isPending) return <Loader aria-label="Cargando tipo de publicación" />;
  if (query.isError) {
    return (
      <Text c="red" role="alert">
        {messagesOf(query.error, publicationTypeMessages.loadFailed).join(' ')}
      </Text>
    );
  }
  return <TypeForm key={idTipoPublicacion} tipo={query.data} />;
}

export function PublicationTypeNewPage() {
  return <TypeForm tipo={null} />;
}

function initialOf(tipo: TipoPublicacionAdmin | null): TypeFormDraft {
  const id = tipo?.idTipoPublicacion ?? null;
  return (
    readDraft(id) ?? {
      idTipoPublicacion: id,
      descripcion: tipo?.descripcion ?? '',
      comision: tipo === null ? '' : String(tipo.comision),
      cantidadCuotas: tipo === null ? '' : String(tipo.cantidadCuotas),
      grupos: tipo?.grupoPlanes ?? [],
    }
  );
}

const idsOf = (grupos: readonly { idGrupoPlan: number }[]) =>
  grupos
    .map((g) => g.idGrupoPlan)
    .sort((a, b) => a - b)
    .join(',');

function TypeForm({ tipo }: { tipo: TipoPublicacionAdmin | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<TypeFormDraft>(() => initialOf(tipo));
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const set = <K extends keyof TypeFormDraft>(key: K, value: TypeFormDraft[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const failure =
    tipo === null ? publicationTypeMessages.createFailed : publicationTypeMessages.editFailed;

  const guardar = async () => {
    const error = publicationTypeError(form);
    if (error !== null) {
      showErrors([error]);
      return;
    }
    setBusy(true);
    const campos = {
      descripcion: form.descripcion.trim(),
      comision: Number(form.comision),
      cantidadCuotas: Number(form.cantidadCuotas),
    };
    try {
      const saved =
        tipo === null
          ? await crearTipoPublicacion(campos, failure)
          : await modificarTipoPublicacion(
              { ...campos, idTipoPublicacion: tipo.idTipoPublicacion },
              failure,
            );
      if (idsOf(saved.grupoPlanes) !== idsOf(form.grupos)) {
        await asociarGrupoPlanes(
          saved.idTipoPublicacion,
          form.grupos.map((g) => g.idGrupoPlan),
          failure,
        );
        showSuccess(publicationTypeMessages.associated);
      }
      clearDraft();
      showSuccess(
        tipo === null ? publicationTypeMessages.created : publicationTypeMessages.modified,
      );
      await queryClient.invalidateQueries({ queryKey: publicationTypesKeys.all });
      void navigate({ to: '/Tipo/Publicaciones' });
    } catch (e) {
      showCallError(e, failure);
    } finally {
      setBusy(false);
    }
  };

  const eliminar = async () => {
    if (tipo === null) return;
    setAsking(false);
    setBusy(true);
    try {
      await eliminarTipoPublicacion(tipo.idTipoPublicacion, publicationTypeMessages.deleteFailed);
      clearDraft();
      showSuccess(publicationTypeMessages.deleted);
      await queryClient.invalidateQueries({ queryKey: publicationTypesKeys.all });
      void navigate({ to: '/Tipo/Publicaciones' });
    } catch (e) {
      showCallError(e, publicationTypeMessages.deleteFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack>
      <Title order={1} size="h2">
        {tipo === null ? 'Crear Tipo de Publicaciones' : 'Editar Tipo de Publicación'}
      </Title>
      <Paper withBorder p="md">
        <Stack>
          <TextInput
            label="Descripción"
            value={form.descripcion}
            maxLength={DESCRIPCION_MAX_LENGTH}
            onChange={(e) => set('descripcion', e.currentTarget.value)}
          />
          <TextInput
            label="Comisión"
            value={form.comision}
            inputMode="decimal"
            maxLength={COMMISSION_MAX_LENGTH}
            onChange={(e) => set('comision', commissionInput(e.currentTarget.value))}
          />
          <TextInput
            label="Numero Cuotas"
            value={form.cantidadCuotas}
            inputMode="numeric"
            maxLength={tipo === null ? CUOTAS_MAX_LENGTH_CREATE : CUOTAS_MAX_LENGTH_EDIT}
            onChange={(e) =>
              set(
                'cantidadCuotas',
                cuotasInput(
                  e.currentTarget.value,
                  tipo === null ? CUOTAS_MAX_LENGTH_CREATE : CUOTAS_MAX_LENGTH_EDIT,
                ),
              )
            }
          />
          <Group justify="space-between">
            <Text fw={600}>Grupos de planes</Text>
            <Button
              variant="light"
              onClick={() => {
                writeDraft(form);
                void navigate({ to: '/Tipo/Publicaciones/GrupoPlanes/Busqueda' });
              }}
            >
              Agregar Grupo de Planes
            </Button>
          </Group>
          <Table striped aria-label="Grupos de planes del tipo">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Descripción</Table.Th>
                <Table.Th>Comisión</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {form.grupos.map((g) => (
                <Table.Tr key={g.idGrupoPlan} data-testid="grupo-del-tipo">
                  <Table.Td>{g.descripcion}</Table.Td>
                  <Table.Td>{`${g.comision.toFixed(2).replace('.', ',')} %`}</Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Quitar grupo ${g.descripcion}`}
                      onClick={() =>
                        set(
                          'grupos',
                          form.grupos.filter((x) => x.idGrupoPlan !== g.idGrupoPlan),
                        )
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
            void navigate({ to: '/Tipo/Publicaciones' });
          }}
        >
          Cancelar
        </Button>
        {tipo !== null && (
          <Button color="red" variant="light" disabled={busy} onClick={() => setAsking(true)}>
            Eliminar
          </Button>
        )}
        <Button loading={busy} onClick={() => void guardar()}>
          Guardar
        </Button>
      </Group>
      <Modal opened={asking} onClose={() => setAsking(false)} title="Confirmar" centered>
        <Text>{publicationTypeMessages.deleteConfirm}</Text>
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
