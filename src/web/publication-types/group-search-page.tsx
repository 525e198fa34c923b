// 001 §2.7: /Tipo/Publicaciones/GrupoPlanes/Busqueda: choose plan groups with checkboxes,
// searchable by description, 10 per page; 'Seleccionar' brings the choice back to the type's form,
// 'Cancelar' goes back without it.
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Checkbox.css';
import { useEffect, useState } from 'react';
import {
  Button,
  Checkbox,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { messagesOf } from '../../api/client.ts';
import { gruposPlanesQueryOptions, plansLoadTexts } from '../../api/plans-queries.ts';
import { PLANS_PAGE_SIZE, PLAN_SEARCH_DEBOUNCE_MS } from '../../domain/plan-rules.ts';
import { ListPager } from '../ui/pager.tsx';
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
      {query.isError && (
        <Text c="red" role="alert">
          {messagesOf(query.error, plansLoadTexts.groups).join(' ')}
        </Text>
      )}
      <Table striped aria-label="Grupos de planes">
        <Table.Thead>
          <Table.Tr>
            <Table.Th />
            <Table.Th>Descripción</Table.Th>
            <Table.Th>Comisión</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {query.data?.elementos.map((g) => (
            <Table.Tr key={g.idGrupoPlan} data-testid="grupo">
              <Table.Td>
                <Checkbox
                  aria-label={`Grupo ${g.descripcion}`}
                  checked={chosen.some((c) => c.idGrupoPlan === g.idGrupoPlan)}
                  onChange={(e) => {
                    const on = e.currentTarget.checked;
                    setChosen((c) =>
                      on
                        ? [
                            ...c,
                            {
                              idGrupoPlan: g.idGrupoPlan,
                              descripcion: g.descripcion,
                              comision: g.comision,
                            },
                          ]
                        : c.filter((x) => x.idGrupoPlan !== g.idGrupoPlan),
                    );
                  }}
                />
              </Table.Td>
              <Table.Td>{g.descripcion}</Table.Td>
              <Table.Td>{`${g.comision.toFixed(2).replace('.', ',')} %`}</Table.Td>
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
        testId="grupos-pager"
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={back}>
          Cancelar
        </Button>
        <Button
          onClick={() => {
            if (draft !== null) writeDraft({ ...draft, grupos: chosen });
            back();
          }}
        >
          Seleccionar
        </Button>
      </Group>
    </Stack>
  );
}
