// /Diagramas: the registered workflow machines as statecharts for product analysts, drawn from
// the machine definitions (layouts computed by `npm run charts`), with a simulation: choose a
// role, send the events the current state takes, see why the others are disabled. Public: it
// shows rules, not data. Loaded as its own chunk, so the login screen downloads none of it.
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Code.css';
import { useEffect, useState } from 'react';
import {
  Anchor,
  Box,
  Button,
  Code,
  Grid,
  Group,
  NavLink,
  Paper,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { machineRegistry, type RegisteredMachine } from '../../../machines/index.ts';
import { nombreTipoUsuario, tiposUsuario, type TipoUsuario } from '../../domain/roles.ts';
import type { ChartModel } from './chart/model.ts';
import type { ChartLayout } from './chart/layout.ts';
import { renderChartSvg } from './chart/svg.ts';
import { eventLabel } from './chart/model.ts';
import { activeStates, send, startSnapshot, whyDisabled } from './simulation.ts';
import { PanZoom } from './pan-zoom.tsx';

const layouts = import.meta.glob<{ model: ChartModel; layout: ChartLayout }>(
  '../../../docs/charts/*.layout.json',
  { import: 'default' },
);

function useChart(id: string) {
  const [chart, setChart] = useState<{ model: ChartModel; layout: ChartLayout } | null>(null);
  useEffect(() => {
    let live = true;
    setChart(null);
    const load = layouts[`../../../docs/charts/${id}.layout.json`];
    void load?.().then((c) => {
      if (live) setChart(c);
    });
    return () => {
      live = false;
    };
  }, [id]);
  return chart;
}

export function DiagramsPage({ machineId }: { machineId: string | undefined }) {
  const entry = machineRegistry.find((m) => m.id === machineId) ?? machineRegistry[0];
  return (
    <Box p="lg" mih="100dvh" bg="gray.0">
      <Group justify="space-between" mb="md">
        <Title order={1} size="h2">
          Diagramas de flujo
        </Title>
        <Group gap="md">
          <Anchor href="/Documentacion/Api">Referencia de la API</Anchor>
          <Anchor href="/login">Ir al ingreso</Anchor>
        </Group>
      </Group>
      <Grid>
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Paper withBorder p="xs">
            <Text size="sm" c="dimmed" mb="xs">
              Máquinas registradas
            </Text>
            {machineRegistry.map((m) => (
              <NavLink
                key={m.id}
                href={`/Diagramas?maquina=${m.id}`}
                label={m.titulo}
                description={m.seccion}
                active={m.id === entry?.id}
              />
            ))}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          {entry ? <MachineView key={entry.id} entry={entry} /> : null}
        </Grid.Col>
      </Grid>
    </Box>
  );
}

function MachineView({ entry }: { entry: RegisteredMachine }) {
  const chart = useChart(entry.id);
  const [role, setRole] = useState<TipoUsuario>((entry.roles[0] as TipoUsuario | undefined) ?? 1);
  const startsOf = (r: number) => entry.simulation.starts?.(r) ?? entry.model.starts;
  const [startIndex, setStartIndex] = useState(0);
  const begin = (r: number, index: number) =>
    startSnapshot(entry.machine, startsOf(r)[index]?.input ?? {});
  // Changing the role keeps the state: a negotiation is played by one role after another.
  const [snapshot, setSnapshot] = useState<AnyMachineSnapshot>(() => begin(role, 0));
  const active = activeStates(snapshot);
  // Rendering the SVG string is cheap (a few kB); it follows the snapshot on every render.
  const svg = chart
    ? renderChartSvg(chart.model, chart.layout, { active, title: entry.titulo })
    : '';
  const events = entry.simulation.events(role);
  const roleActs = entry.roles.includes(role);

  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h3">
          {entry.titulo}
        </Title>
        <Text size="sm" c="dimmed">
          Especificación: {entry.seccion} · Roles:{' '}
          {entry.roles.map((r) => nombreTipoUsuario[r as TipoUsuario]).join(', ')}
        </Text>
      </div>
      <Group align="end">
        <Select
          label="Rol"
          data={tiposUsuario.map((t) => ({
            value: String(t),
            label: `${String(t)} · ${nombreTipoUsuario[t]}`,
          }))}
          value={String(role)}
          onChange={(v) => {
            if (v) setRole(Number(v) as TipoUsuario);
          }}
          allowDeselect={false}
          w={260}
        />
        <Select
          label="Punto de partida"
          data={startsOf(role).map((s, i) => ({ value: String(i), label: s.name }))}
          value={String(startIndex)}
          onChange={(v) => {
            if (v === null) return;
            setStartIndex(Number(v));
            setSnapshot(begin(role, Number(v)));
          }}
          allowDeselect={false}
          w={300}
        />
        <Button
          variant="default"
          onClick={() => {
            setSnapshot(begin(role, startIndex));
          }}
        >
          Reiniciar
        </Button>
        <Text size="sm" data-testid="estado-actual">
          Estado actual: <Code>{activeLeaves(active).join(' · ') || entry.machine.id}</Code>
        </Text>
      </Group>
      <Grid>
        <Grid.Col span={{ base: 12, lg: 8 }}>
          {chart ? (
            <PanZoom
              resetKey={entry.id}
              width={chart.layout.width}
              height={chart.layout.height}
              focus={focusOf(chart.layout, active)}
            >
              <div data-testid="statechart" dangerouslySetInnerHTML={{ __html: svg }} />
            </PanZoom>
          ) : (
            <Text>Cargando el diagrama…</Text>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Paper withBorder p="sm">
            <Text fw={600} mb="xs">
              Eventos
            </Text>
            {!roleActs ? (
              <Text size="sm" c="red" mb="xs">
                El rol {nombreTipoUsuario[role]} no actúa en este flujo.
              </Text>
            ) : null}
            <Stack gap={6}>
              {events.map((event, i) => (
                <EventButton
                  key={`${event.type}-${String(i)}`}
                  event={event}
                  label={
                    entry.simulation.label?.(event) ??
                    entry.simulation.labels?.[event.type] ??
                    eventLabel(event.type)
                  }
                  reason={
                    roleActs
                      ? whyDisabled(snapshot, event, entry.simulation.guards)
                      : `El rol ${nombreTipoUsuario[role]} no actúa en este flujo.`
                  }
                  onSend={() => {
                    setSnapshot((s) => send(entry.machine, s, event));
                  }}
                />
              ))}
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/**
 * The box to show for the current state: the innermost active state with its parent around it
 * (a state is read with its neighbours), or the state alone at the top level.
 */
function focusOf(layout: ChartLayout, active: readonly string[]) {
  const innermost = active.at(-1);
  if (innermost === undefined) return null;
  const parent = active.at(-2);
  return (parent === undefined ? null : layout.nodes[parent]) ?? layout.nodes[innermost] ?? null;
}

function EventButton({
  event,
  label,
  reason,
  onSend,
}: {
  event: EventObject;
  label: string;
  reason: string | null;
  onSend: () => void;
}) {
  return (
    <div>
      <Button
        size="xs"
        variant={reason ? 'default' : 'light'}
        disabled={reason !== null}
        onClick={onSend}
        fullWidth
        h="auto"
        py={6}
        justify="flex-start"
        // An analyst reads the whole label, however long.
        styles={{ label: { whiteSpace: 'normal', textAlign: 'left', lineHeight: 1.3 } }}
      >
        {label}
      </Button>
      <Group gap={6} wrap="nowrap" align="flex-start" mt={2}>
        <Code fz={10} style={{ flexShrink: 0 }}>
          {eventLabel(event.type)}
        </Code>
        {reason ? (
          <Text size="xs" c="dimmed">
            {reason}
          </Text>
        ) : null}
      </Group>
    </div>
  );
}

/** The active states without an active child: one per region of a parallel machine. */
function activeLeaves(active: readonly string[]): string[] {
  return active.filter((id) => !active.some((other) => other.startsWith(`${id}.`)));
}
