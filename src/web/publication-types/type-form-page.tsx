// 001 §2.7: /Tipo/Publicaciones/Editar/{id} and /Tipo/Publicaciones/Nuevo ('Crear Tipo de
// Publicaciones'): description, commission (digits and a dot, capped at 100), 'Numero Cuotas'
// (digits, 3 on create, 5 on edit), the plan groups each with a remove icon, 'Agregar Grupo de
// Planes' (the group search, which brings the choice back), Guardar, Eliminar (edit; confirm
// '¿Desea eliminar el tipo de publicación?') and Cancelar. The checks of §5 run in order; saving
// writes the type, then its plan groups (AsociarGrupoPlanes) when they changed.
import '@mantine/core/styles/Paper.css';
import { useState } from 'react';
import { Paper, Stack, TextInput, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
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
  CUOTAS_MAX_LENGTH_CREATE,
  CUOTAS_MAX_LENGTH_EDIT,
  cuotasInput,
  publicationTypeError,
  publicationTypeMessages,
} from '../../domain/plan-rules.ts';
import { percentText } from '../ui/catalogue-list.tsx';
import {
  ChosenList,
  DescriptionCommissionInputs,
  FormActions,
  Loaded,
  useFormCall,
} from '../ui/edit-form.tsx';
import { showErrors, showSuccess } from '../ui/toasts.ts';
import { clearDraft, readDraft, writeDraft, type TypeFormDraft } from './draft.ts';

export function PublicationTypeEditPage({ idTipoPublicacion }: { idTipoPublicacion: number }) {
  return (
    <Loaded
      query={useQuery(
        tipoPublicacionQueryOptions(idTipoPublicacion, publicationTypeMessages.loadFailed),
      )}
      loading="Cargando tipo de publicación"
      failure={publicationTypeMessages.loadFailed}
    >
      {(tipo) => <TypeForm key={idTipoPublicacion} tipo={tipo} />}
    </Loaded>
  );
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
  const { busy, run } = useFormCall();
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
    const campos = {
      descripcion: form.descripcion.trim(),
      comision: Number(form.comision),
      cantidadCuotas: Number(form.cantidadCuotas),
    };
    await run(async () => {
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
    }, failure);
  };

  const eliminar = (id: number) =>
    run(async () => {
      await eliminarTipoPublicacion(id, publicationTypeMessages.deleteFailed);
      clearDraft();
      showSuccess(publicationTypeMessages.deleted);
      await queryClient.invalidateQueries({ queryKey: publicationTypesKeys.all });
      void navigate({ to: '/Tipo/Publicaciones' });
    }, publicationTypeMessages.deleteFailed);

  return (
    <Stack>
      <Title order={1} size="h2">
        {tipo === null ? 'Crear Tipo de Publicaciones' : 'Editar Tipo de Publicación'}
      </Title>
      <Paper withBorder p="md">
        <Stack>
          <DescriptionCommissionInputs
            descripcion={form.descripcion}
            comision={form.comision}
            onDescripcionChange={(descripcion) => set('descripcion', descripcion)}
            onComisionChange={(comision) => set('comision', comision)}
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
          <ChosenList
            title="Grupos de planes"
            addLabel="Agregar Grupo de Planes"
            onAdd={() => {
              writeDraft(form);
              void navigate({ to: '/Tipo/Publicaciones/GrupoPlanes/Busqueda' });
            }}
            label="Grupos de planes del tipo"
            headers={['Descripción', 'Comisión']}
            items={form.grupos}
            itemKey={(g) => g.idGrupoPlan}
            rowTestId="grupo-del-tipo"
            cells={(g) => [g.descripcion, percentText(g.comision)]}
            removeLabel={(g) => `Quitar grupo ${g.descripcion}`}
            onRemove={(g) =>
              set(
                'grupos',
                form.grupos.filter((x) => x.idGrupoPlan !== g.idGrupoPlan),
              )
            }
          />
        </Stack>
      </Paper>
      <FormActions
        busy={busy}
        onCancel={() => {
          clearDraft();
          void navigate({ to: '/Tipo/Publicaciones' });
        }}
        onSave={() => void guardar()}
        onDelete={tipo === null ? undefined : () => void eliminar(tipo.idTipoPublicacion)}
        deleteConfirm={publicationTypeMessages.deleteConfirm}
      />
    </Stack>
  );
}
