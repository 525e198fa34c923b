// 000 §2.4: the dashboard's optional filter: 'Fecha desde' (default today, typed or picked
// day-month-year), 'Ver Mes' (default off), 'Buscar' and 'Limpiar'. The fields are a draft
// until 'Buscar'; 'Limpiar' restores the defaults and searches with them. A typed day after
// today (or not a day) stays typed with its message and is not applied (issue 11).
import { useState, type SubmitEvent } from 'react';
import { Button, Checkbox, Group, Paper } from '@mantine/core';
import { todayInMarket } from '../../domain/dates.ts';
import { DayInput } from '../ui/day-input.tsx';
import { defaultDashboardFilter, type DashboardFilter } from './dashboard-request.ts';

export interface DashboardFilterFormProps {
  /** The values the figures on screen were asked with: the form starts from them. */
  applied: DashboardFilter;
  /** A search is in flight: 'Buscar' shows it. */
  searching: boolean;
  onSearch: (filter: DashboardFilter) => void;
}

export function DashboardFilterForm({ applied, searching, onSearch }: DashboardFilterFormProps) {
  const [fecha, setFecha] = useState<string | null>(applied.fechaDesde);
  const [verMes, setVerMes] = useState(applied.verMes);
  // The typed text that is not a day applied (its message), if any: 'Buscar' waits for a fix.
  const [problem, setProblem] = useState<string | null>(null);
  // 'Limpiar' starts the field again (its typed text included).
  const [resets, setResets] = useState(0);
  const today = todayInMarket();

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (fecha === null || problem !== null) return;
    onSearch({ fechaDesde: fecha, verMes });
  };

  const clear = () => {
    const defaults = defaultDashboardFilter();
    setFecha(defaults.fechaDesde);
    setVerMes(defaults.verMes);
    setProblem(null);
    setResets((r) => r + 1);
    onSearch(defaults);
  };

  return (
    <Paper withBorder radius="md" p="md" data-testid="dashboard-filter">
      <form onSubmit={submit} aria-label="Filtro del inicio">
        <Group align="flex-end" gap="md" wrap="wrap">
          <DayInput
            key={resets}
            label="Fecha desde"
            value={fecha}
            onChange={setFecha}
            // Days after today have no orders yet: a typed one says so and is not applied.
            maxDay={today}
            onProblemChange={setProblem}
            w={190}
            required
            withAsterisk={false}
          />
          <Checkbox
            label="Ver Mes"
            checked={verMes}
            onChange={(event) => setVerMes(event.currentTarget.checked)}
            // Centred on the 36 px inputs beside it.
            mb={8}
          />
          <Group gap="sm">
            <Button type="submit" loading={searching} disabled={fecha === null || problem !== null}>
              Buscar
            </Button>
            <Button type="button" variant="default" onClick={clear}>
              Limpiar
            </Button>
          </Group>
        </Group>
      </form>
    </Paper>
  );
}
