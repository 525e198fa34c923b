// 001 §2.6: /Planes/Busqueda, the plan search of a plan group's form: plan number and description
// (debounced 500 ms, 001 §9), 10 a page, a checkbox per plan (ticked when the group has it),
// 'Guardar' brings the choice back to the form, 'Salir' goes back without it. Platform 1 (001 §9).
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Checkbox.css';
import { useEffect, useState } from 'react';
import {
  Button,
  Checkbox,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { messagesOf } from '../../api/client.ts';
import { planesQueryOptions, plansLoadTexts, type Plan } from '../../api/plans-queries.ts';
import { PLANS_PAGE_SIZE, PLAN_SEARCH_DEBOUNCE_MS } from '../../domain/plan-rules.ts';
import { ListPager } from '../ui/pager.tsx';
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
      {query.isError && (
        <Text c="red" role="alert">
          {messagesOf(query.error, plansLoadTexts.plans).join(' ')}
        </Text>
      )}
      <Table striped aria-label="Planes">
        <Table.Thead>
          <Table.Tr>
            <Table.Th />
            <Table.Th>Número</Table.Th>
            <Table.Th>Descripción</Table.Th>
            <Table.Th>Cuotas</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {query.data?.elementos.map((p) => (
            <Table.Tr key={p.id} data-testid="plan">
              <Table.Td>
                <Checkbox
                  aria-label={`Plan ${String(p.numero)}`}
                  checked={has(p)}
                  onChange={(e) => {
                    const on = e.currentTarget.checked;
                    setChosen((c) => (on ? [...c, p] : c.filter((x) => x.id !== p.id)));
                  }}
                />
              </Table.Td>
              <Table.Td>{p.numero}</Table.Td>
              <Table.Td>{p.descripcion}</Table.Td>
              <Table.Td>{p.cuotas}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <ListPager
        total={query.data?.cantidadTotal ?? 0}
        pageSize={PLANS_PAGE_SIZE}
        page={pagina}
        onPage={setPagina}
        disabled={query.isFetching}
        testId="planes-pager"
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={back}>
          Salir
        </Button>
        <Button
          onClick={() => {
            writeDraft({
              idGrupoPlan: draft?.idGrupoPlan ?? null,
              descripcion: draft?.descripcion ?? '',
              comision: draft?.comision ?? '',
              planes: [...chosen].sort((a, b) => a.numero - b.numero),
            });
            back();
          }}
        >
          Guardar
        </Button>
      </Group>
    </Stack>
  );
}
