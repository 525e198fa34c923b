// 000 §2.4: the dashboard's optional filter: 'Fecha desde' (default today, typed or picked
// day-month-year), 'Ver Mes' (default off), 'Buscar' and 'Limpiar'. The fields are a draft
// until 'Buscar'; 'Limpiar' restores the defaults and searches with them.
import 'dayjs/locale/es';
import { useState, type SubmitEvent } from 'react';
import { Button, Checkbox, Group, Paper } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import {
  FIRST_YEAR,
  dateFromIso,
  isoFromDate,
  parseDayInput,
  todayInMarket,
} from '../../domain/dates.ts';
import { defaultDashboardFilter, type DashboardFilter } from './dashboard-request.ts';

export interface DashboardFilterFormProps {
  /** The values the figures on screen were asked with: the form starts from them. */
  applied: DashboardFilter;
  /** A search is in flight: 'Buscar' shows it. */
  searching: boolean;
  onSearch: (filter: DashboardFilter) => void;
}

const minDate = new Date(FIRST_YEAR, 0, 1);

export function DashboardFilterForm({ applied, searching, onSearch }: DashboardFilterFormProps) {
  const [fecha, setFecha] = useState<Date | null>(() => dateFromIso(applied.fechaDesde));
  const [verMes, setVerMes] = useState(applied.verMes);
  // Days after today have no orders yet; the picker does not offer them.
  const maxDate = dateFromIso(todayInMarket());

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (fecha === null) return;
    onSearch({ fechaDesde: isoFromDate(fecha), verMes });
  };

  const clear = () => {
    const defaults = defaultDashboardFilter();
    setFecha(dateFromIso(defaults.fechaDesde));
    setVerMes(defaults.verMes);
    onSearch(defaults);
  };

  return (
    <Paper withBorder radius="md" p="md" data-testid="dashboard-filter">
      <form onSubmit={submit} aria-label="Filtro del inicio">
        <Group align="flex-end" gap="md" wrap="wrap">
          <DateInput
            label="Fecha desde"
            placeholder="DD/MM/AAAA"
            valueFormat="DD/MM/YYYY"
            locale="es"
            dateParser={parseDayInput}
            value={fecha}
            onChange={setFecha}
            minDate={minDate}
            maxDate={maxDate}
            leftSection={<IconCalendar size={18} stroke={1.5} />}
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
            <Button type="submit" loading={searching} disabled={fecha === null}>
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
