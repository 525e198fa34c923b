// 001 §2.6: /Planes/Editar/{id} and /Planes/Nuevo. Description, commission (digits and a dot, at
// most 5 characters, above 100 becomes 100), the chosen plans (each removable), 'Agregar Planes'
// (the plan search, which brings the choice back), Guardar, Eliminar (edit; confirm '¿Desea
// eliminar el grupo de plan?') and Cancelar. The checks of §5 run in order before the call; the
// server runs them again. Successes and fallbacks are §8's.
import '@mantine/core/styles/Paper.css';
import { useState } from 'react';
import { Paper, Stack, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import {
  crearGrupoPlanes,
  eliminarGrupoPlanes,
  grupoPlanesQueryOptions,
  modificarGrupoPlanes,
  plansKeys,
  plansLoadTexts,
  type GrupoPlanes,
} from '../../api/plans-queries.ts';
import { planGroupError, planGroupMessages } from '../../domain/plan-rules.ts';
import {
  ChosenList,
  DescriptionCommissionInputs,
  FormActions,
  Loaded,
  useFormCall,
} from '../ui/edit-form.tsx';
import { showErrors, showSuccess } from '../ui/toasts.ts';
import { clearDraft, readDraft, writeDraft, type PlanGroupFormDraft } from './draft.ts';

/** 001 §9: navigation after creating a plan group is delayed 500 ms. */
const AFTER_CREATE_MS = 500;

export function PlanGroupEditPage({ idGrupoPlan }: { idGrupoPlan: number }) {
  return (
    <Loaded
      query={useQuery(grupoPlanesQueryOptions(idGrupoPlan))}
      loading="Cargando grupo de planes"
      failure={plansLoadTexts.group}
    >
      {(group) => <PlanGroupForm key={idGrupoPlan} group={group} />}
    </Loaded>
  );
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
  const { busy, run } = useFormCall();
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
    const body = {
      descripcion: form.descripcion.trim(),
      comision: Number(form.comision),
      listaIdsPlanes: form.planes.map((p) => p.id),
    };
    await run(
      async () => {
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
      },
      group === null ? planGroupMessages.createFailed : planGroupMessages.saveFailed,
    );
  };

  const eliminar = (id: number) =>
    run(async () => {
      await eliminarGrupoPlanes(id, planGroupMessages.deleteFailed);
      clearDraft();
      showSuccess(planGroupMessages.deleted);
      await queryClient.invalidateQueries({ queryKey: plansKeys.all });
      void navigate({ to: '/Planes' });
    }, planGroupMessages.deleteFailed);

  return (
    <Stack>
      <Title order={1} size="h2">
        {group === null ? 'Crear Grupo de Planes' : 'Editar Grupo de Planes'}
      </Title>
      <Paper withBorder p="md">
        <Stack>
          <DescriptionCommissionInputs
            descripcion={form.descripcion}
            comision={form.comision}
            onDescripcionChange={(descripcion) => setForm((f) => ({ ...f, descripcion }))}
            onComisionChange={(comision) => setForm((f) => ({ ...f, comision }))}
          />
          <ChosenList
            title="Planes"
            addLabel={group === null ? 'Agregar planes' : 'Agregar Planes'}
            onAdd={() => {
              writeDraft(form);
              void navigate({ to: '/Planes/Busqueda' });
            }}
            label="Planes del grupo"
            headers={['Número', 'Descripción', 'Cuotas']}
            items={form.planes}
            itemKey={(p) => p.id}
            rowTestId="plan-del-grupo"
            cells={(p) => [p.numero, p.descripcion, p.cuotas]}
            removeLabel={(p) => `Quitar plan ${String(p.numero)}`}
            onRemove={(p) =>
              setForm((f) => ({ ...f, planes: f.planes.filter((x) => x.id !== p.id) }))
            }
          />
        </Stack>
      </Paper>
      <FormActions
        busy={busy}
        onCancel={() => {
          clearDraft();
          void navigate({ to: '/Planes' });
        }}
        onSave={() => void guardar()}
        onDelete={group === null ? undefined : () => void eliminar(group.idGrupoPlan)}
        deleteConfirm={planGroupMessages.deleteConfirm}
      />
    </Stack>
  );
}
