// 000 §2.4 '/': the dashboard. Staff, sellers (their own seller) and the supplier (without the
// filter) see the Ventas, Órdenes and Publicaciones blocks; read-only users and accounting see
// what they can do and their menu's screens (./home-guide.tsx) and make no call (the server
// answers 403 to the totals).
// Loaded as its own chunk with the styles of the components it uses (src/web/main.tsx and the
// layout have the rest), so nothing here weighs on the login screen.
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/dates/styles.css';
import { useEffect, useState } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFilter, IconFilterOff } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import {
  TOTALIZADORES_LOAD_FAILED,
  dashboardQueryOptions,
  type Totalizadores,
} from '../../api/dashboard-queries.ts';
import { showsDashboardFilter } from '../../domain/permissions.ts';
import type { TipoUsuario } from '../../domain/roles.ts';
import { showCallError } from '../ui/toasts.ts';
import { DashboardBlocks } from './dashboard-blocks.tsx';
import { formatDay } from '../../domain/dates.ts';
import { DashboardFilterForm } from './dashboard-filter.tsx';
import { HomeGuide } from './home-guide.tsx';
import { PendingPanel } from './pending-panel.tsx';
import {
  defaultDashboardFilter,
  loadsDashboard,
  sameFilter,
  totalizadoresRequest,
  type DashboardFilter,
} from './dashboard-request.ts';

function HomeTitle() {
  return (
    <Title order={1} size="h2">
      Inicio
    </Title>
  );
}

/**
 * The signed-in user, from the session actor the router gives every route (an area does not
 * import another area, here the session's: CONVENTIONS 2).
 */
function useSessionUser() {
  const session = useRouteContext({ from: '__root__', select: (context) => context.session });
  return useSelector(session, (snapshot) => snapshot.context.user);
}

export function DashboardPage() {
  const user = useSessionUser();
  if (user === null) return <HomeTitle />;
  const tipoUsuario = user.tipoUsuario as TipoUsuario;
  if (!loadsDashboard(tipoUsuario)) {
    return (
      <HomeGuide
        session={{
          tipoUsuario,
          idSeller: user.idSeller,
          userId: user.userId,
          hiddenItemsIds: user.hiddenItemsIds,
        }}
      />
    );
  }
  return <Dashboard tipoUsuario={tipoUsuario} idSeller={user.idSeller} />;
}

interface DashboardProps {
  tipoUsuario: TipoUsuario;
  idSeller: number | null;
}

function Dashboard({ tipoUsuario, idSeller }: DashboardProps) {
  const withFilter = showsDashboardFilter(tipoUsuario);
  const [filterShown, setFilterShown] = useState(false);
  const [applied, setApplied] = useState<DashboardFilter>(() => defaultDashboardFilter());
  const totals = useQuery({
    ...dashboardQueryOptions(totalizadoresRequest({ tipoUsuario, idSeller }, applied)),
    // The figures of the previous search stay on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });

  useErrorNotifications(totals.error, totals.errorUpdatedAt);

  const search = (next: DashboardFilter) => {
    // 'Buscar' with the same values asks again: the person wants the figures as they are now.
    if (sameFilter(next, applied)) void totals.refetch();
    else setApplied(next);
  };

  return (
    <Stack gap="lg" data-testid="dashboard">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={2}>
          <HomeTitle />
          {totals.data ? <PeriodText periodo={totals.data.periodo} /> : <PeriodPlaceholder />}
        </Stack>
        {withFilter && (
          <Button
            variant="light"
            leftSection={
              filterShown ? <IconFilterOff size={18} stroke={1.5} /> : <IconFilter size={18} />
            }
            aria-expanded={filterShown}
            onClick={() => setFilterShown((shown) => !shown)}
          >
            {filterShown ? 'Ocultar Filtro' : 'Mostrar Filtro'}
          </Button>
        )}
      </Group>
      <PendingPanel tipoUsuario={tipoUsuario} />
      {withFilter && filterShown && (
        <DashboardFilterForm applied={applied} searching={totals.isFetching} onSearch={search} />
      )}
      {totals.isError && totals.data === undefined ? (
        <LoadFailed onRetry={() => void totals.refetch()} retrying={totals.isFetching} />
      ) : (
        <DashboardBlocks totals={totals.data} refreshing={totals.isPlaceholderData} />
      )}
    </Stack>
  );
}

/**
 * The period's line while the figures load: the same line, empty, so that nothing below it
 * (the 'Pendientes' links first) moves when they arrive. A page that moved under the pointer
 * took a click meant for one link on the one above it (pending.spec, a loaded machine).
 */
function PeriodPlaceholder() {
  return (
    <Text size="sm" aria-hidden="true" data-testid="dashboard-periodo-cargando">
      {'\u00a0'}
    </Text>
  );
}

/** The days the figures count, from the answer (a day, or with 'Ver Mes' a month). */
function PeriodText({ periodo }: { periodo: Totalizadores['periodo'] }) {
  const text =
    periodo.desde === periodo.hasta
      ? `Día ${formatDay(periodo.desde)}`
      : `Del ${formatDay(periodo.desde)} al ${formatDay(periodo.hasta)}`;
  return (
    <Text size="sm" c="dimmed" data-testid="dashboard-periodo">
      {text}
    </Text>
  );
}

function LoadFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <Paper withBorder radius="md" p="md" role="alert">
      <Group justify="space-between">
        <Text>{TOTALIZADORES_LOAD_FAILED}</Text>
        <Button variant="default" onClick={onRetry} loading={retrying}>
          Reintentar
        </Button>
      </Group>
    </Paper>
  );
}

/**
 * CONVENTIONS 6: each message of a failed call's errores is shown as a red notification. A 401
 * is not: the client has already ended the session and the app is going to /login.
 */
function useErrorNotifications(error: Error | null, errorUpdatedAt: number) {
  useEffect(() => {
    if (error !== null) showCallError(error, TOTALIZADORES_LOAD_FAILED);
  }, [error, errorUpdatedAt]);
}
