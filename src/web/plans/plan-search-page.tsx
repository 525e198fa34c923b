// 001 §2.6: /Planes/Busqueda, the plan search of a plan group's form: plan number and description
// (debounced 500 ms, 001 §9), 10 a page, a checkbox per plan (ticked when the group has it),
// 'Guardar' brings the choice back to the form, 'Salir' goes back without it. Platform 1 (001 §9).
import '@mantine/core/styles/Paper.css';
import { useEffect, useState } from 'react';
import { Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { planesQueryOptions, plansLoadTexts, type Plan } from '../../api/plans-queries.ts';
import { PLANS_PAGE_SIZE, PLAN_SEARCH_DEBOUNCE_MS } from '../../domain/plan-rules.ts';
import { LoadFailure, PickList } from '../ui/catalogue-list.tsx';
import { currentDraft, formPathOf, writeDraft } from './draft.ts';

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return debounced;
}

export function PlanSearchPage() {
  const navigate = useNavigate();
  const [draft] = useState(currentDraft);
  const [chosen, setChosen] = useState<Plan[]>(() => draft?.planes ?? []);
  const [numero, setNumero] = useState('');
  const [descripcion, setDescripcion] = useState('');
  const [pagina, setPagina] = useState(1);
  const filter = useDebounced({ numero, descripcion }, PLAN_SEARCH_DEBOUNCE_MS);
  useEffect(() => setPagina(1), [filter]);
  const query = useQuery({
    ...planesQueryOptions({
      IdPlataforma: 1,
      NumeroPagina: pagina,
      CantidadPagina: PLANS_PAGE_SIZE,
      ...(/^\d{1,9}$/.test(filter.numero) && Number(filter.numero) > 0
        ? { Numero: Number(filter.numero) }
        : {}),
      ...(filter.descripcion.trim() ? { Descripcion: filter.descripcion.trim() } : {}),
    }),
    placeholderData: keepPreviousData,
  });
  const back = () => void navigate({ to: formPathOf(draft) });
  const has = (p: Plan) => chosen.some((c) => c.id === p.id);
  return (
    <Stack>
      <Title order={1} size="h2">
        Búsqueda de Planes
      </Title>
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Número de plan"
            value={numero}
            inputMode="numeric"
            maxLength={9}
            onChange={(e) => setNumero(e.currentTarget.value.replace(/\D/g, ''))}
          />
          <TextInput
            label="Descripción"
            value={descripcion}
            maxLength={100}
            onChange={(e) => setDescripcion(e.currentTarget.value)}
          />
        </SimpleGrid>
      </Paper>
      {query.isError && <LoadFailure error={query.error} failure={plansLoadTexts.plans} />}
      <PickList
        label="Planes"
        headers={['Número', 'Descripción', 'Cuotas']}
        items={query.data?.elementos}
        itemKey={(p) => p.id}
        rowTestId="plan"
        checkLabel={(p) => `Plan ${String(p.numero)}`}
        isChosen={has}
        onToggle={(p, on) => setChosen((c) => (on ? [...c, p] : c.filter((x) => x.id !== p.id)))}
        cells={(p) => [p.numero, p.descripcion, p.cuotas]}
        total={query.data?.cantidadTotal ?? 0}
        pageSize={PLANS_PAGE_SIZE}
        page={pagina}
        onPage={setPagina}
        loading={query.isFetching}
        pagerTestId="planes-pager"
        cancelLabel="Salir"
        onCancel={back}
        confirmLabel="Guardar"
        onConfirm={() => {
          writeDraft({
            idGrupoPlan: draft?.idGrupoPlan ?? null,
            descripcion: draft?.descripcion ?? '',
            comision: draft?.comision ?? '',
            planes: [...chosen].sort((a, b) => a.numero - b.numero),
          });
          back();
        }}
      />
    </Stack>
  );
}
