// 001 §2.7: /Tipo/Publicaciones/GrupoPlanes/Busqueda: choose plan groups with checkboxes,
// searchable by description, 10 per page; 'Seleccionar' brings the choice back to the type's form,
// 'Cancelar' goes back without it.
import '@mantine/core/styles/Paper.css';
import { useEffect, useState } from 'react';
import { Paper, Stack, TextInput, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { gruposPlanesQueryOptions, plansLoadTexts } from '../../api/plans-queries.ts';
import { PLANS_PAGE_SIZE, PLAN_SEARCH_DEBOUNCE_MS } from '../../domain/plan-rules.ts';
import { LoadFailure, PickList, percentText } from '../ui/catalogue-list.tsx';
import { currentDraft, formPathOf, writeDraft, type GrupoElegido } from './draft.ts';

export function GroupSearchPage() {
  const navigate = useNavigate();
  const [draft] = useState(currentDraft);
  const [chosen, setChosen] = useState<GrupoElegido[]>(() => draft?.grupos ?? []);
  const [texto, setTexto] = useState('');
  const [descripcion, setDescripcion] = useState('');
  const [pagina, setPagina] = useState(1);
  useEffect(() => {
    const t = setTimeout(() => {
      setDescripcion(texto);
      setPagina(1);
    }, PLAN_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [texto]);
  const query = useQuery({
    ...gruposPlanesQueryOptions({
      NumeroPagina: pagina,
      CantidadPagina: PLANS_PAGE_SIZE,
      ...(descripcion.trim() ? { Descripcion: descripcion.trim() } : {}),
    }),
    placeholderData: keepPreviousData,
  });
  const back = () => void navigate({ to: formPathOf(draft) });
  return (
    <Stack>
      <Title order={1} size="h2">
        Grupos de Planes
      </Title>
      <Paper withBorder p="md">
        <TextInput
          label="Descripción"
          value={texto}
          maxLength={100}
          onChange={(e) => setTexto(e.currentTarget.value)}
        />
      </Paper>
      {query.isError && <LoadFailure error={query.error} failure={plansLoadTexts.groups} />}
      <PickList
        label="Grupos de planes"
        headers={['Descripción', 'Comisión']}
        items={query.data?.elementos}
        itemKey={(g) => g.idGrupoPlan}
        rowTestId="grupo"
        checkLabel={(g) => `Grupo ${g.descripcion}`}
        isChosen={(g) => chosen.some((c) => c.idGrupoPlan === g.idGrupoPlan)}
        onToggle={(g, on) =>
          setChosen((c) =>
            on
              ? [
                  ...c,
                  { idGrupoPlan: g.idGrupoPlan, descripcion: g.descripcion, comision: g.comision },
                ]
              : c.filter((x) => x.idGrupoPlan !== g.idGrupoPlan),
          )
        }
        cells={(g) => [g.descripcion, percentText(g.comision)]}
        total={query.data?.cantidadTotal ?? 0}
        pageSize={PLANS_PAGE_SIZE}
        page={pagina}
        onPage={setPagina}
        loading={query.isFetching}
        pagerTestId="grupos-pager"
        cancelLabel="Cancelar"
        onCancel={back}
        confirmLabel="Seleccionar"
        onConfirm={() => {
          if (draft !== null) writeDraft({ ...draft, grupos: chosen });
          back();
        }}
      />
    </Stack>
  );
}
