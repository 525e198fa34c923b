// /Diagramas: the registered workflow machines as statecharts for product analysts, drawn from
// the machine definitions in the registry's words (states as the spec names them, transitions
// as the button or action that sends them, guards as their Spanish reason; layouts computed by
// `npm run charts`), with a simulation: choose a role, send the events the current state takes
// (on the panel or by clicking a highlighted transition), see why the others are disabled and
// what the role can never send. The address names what is on screen (machine, role, start,
// events played, open state), so a reload or a shared link restores it. Public: it shows rules,
// not data. Loaded as its own chunk, so the login screen downloads none of it.
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/SimpleGrid.css';
import {
  useEffect,
  useMemo,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import {
  Alert,
  Anchor,
  Box,
  Button,
  Code,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { EventObject } from 'xstate';
import { machineRegistry, type RegisteredMachine } from '../../../machines/index.ts';
import {
  isTipoUsuario,
  nombreTipoUsuario,
  tiposUsuario,
  type TipoUsuario,
} from '../../domain/roles.ts';
import { eventLabel, type ChartModel } from './chart/model.ts';
import type { ChartLayout } from './chart/layout.ts';
import { ALL_OPEN, foldableStates } from './chart/fold.ts';
import { renderChartSvg } from './chart/svg.ts';
import {
  activeStates,
  eventOf,
  liveSteps,
  playedOf,
  readPlayed,
  send,
  startSnapshot,
  stepKey,
  whyDisabled,
  writePlayed,
} from './simulation.ts';
import { PanZoom } from './pan-zoom.tsx';
import { downloadPng, downloadSvg } from './download.ts';

/** A machine's <id>.layout.json (scripts/lib/charts.ts). */
interface ShippedChart {
  /** A layout per way of folding (fold.ts foldKeys). */
  views: Record<string, { model: ChartModel; layout: ChartLayout }>;
  /** The steps each role can ever take, by tipoUsuario. */
  roleSteps: Record<string, string[]>;
}

const layouts = import.meta.glob<ShippedChart>('../../../docs/charts/*.layout.json', {
  import: 'default',
});

function useChart(id: string) {
  const [views, setViews] = useState<ShippedChart | null>(null);
  useEffect(() => {
    let live = true;
    setViews(null);
    const load = layouts[`../../../docs/charts/${id}.layout.json`];
    void load?.().then((c) => {
      if (live) setViews(c);
    });
    return () => {
      live = false;
    };
  }, [id]);
  return views;
}

/** A registered machine by its slug in the address (`orden`), or by its id (`order`). */
export const machineOfSlug = (slug: string): RegisteredMachine | undefined =>
  machineRegistry.find((m) => m.slug === slug) ?? machineRegistry.find((m) => m.id === slug);

/** What the address's query says is on screen, the machine aside (router.tsx checks its shape). */
export interface DiagramsSearch {
  /** The role playing now (tipoUsuario). */
  rol?: number;
  /** The role the starting point was chosen as, when another one plays now. */
  rolInicio?: number;
  /** The starting point, by its place in the list. */
  inicio?: number;
  /** The events played, `rol:TIPO[~variante]` separated by commas (simulation.ts). */
  eventos?: string;
  /** The open parent state (fold.ts), or '*' for all. */
  abierto?: string;
}

/** Where the analyst goes: the machine's slug and what the query says. */
type GoTo = (slug: string, next: DiagramsSearch) => void;

export function DiagramsPage({
  slug,
  search,
  onSearch,
}: {
  /** The machine named in the path (`orden`). */
  slug: string;
  search: DiagramsSearch;
  onSearch: GoTo;
}) {
  const named = machineOfSlug(slug);
  const entry = named ?? machineRegistry[0];
  return (
    <Box p="md" mih="100dvh" bg="gray.0">
      <Group justify="space-between" mb="xs">
        <Title order={1} size="h3">
          Diagramas de flujo
        </Title>
        <Group gap="md">
          <Anchor href="/Documentacion/Api">Referencia de la API</Anchor>
          <Anchor href="/login">Ir al ingreso</Anchor>
        </Group>
      </Group>
      {named ? null : (
        <Alert color="yellow" mb="sm" data-testid="diagrama-aviso">
          {`No hay un diagrama «${slug}»: se muestra el primero de la lista.`}
        </Alert>
      )}
      {entry ? (
        <MachineView
          key={entry.id}
          entry={entry}
          search={search}
          onSearch={onSearch}
          machineSelect={
            <Select
              label="Máquina"
              data={machineRegistry.map((m) => ({ value: m.id, label: m.titulo }))}
              value={entry.id}
              onChange={(v) => {
                const chosen = machineRegistry.find((m) => m.id === v);
                if (chosen) onSearch(chosen.slug, {});
              }}
              allowDeselect={false}
              w={280}
            />
          }
        />
      ) : null}
    </Box>
  );
}

const roleOf = (value: number | undefined, fallback: TipoUsuario): TipoUsuario =>
  value !== undefined && isTipoUsuario(value) ? value : fallback;

function MachineView({
  entry,
  search,
  onSearch,
  machineSelect,
}: {
  machineSelect: ReactNode;
  entry: RegisteredMachine;
  search: DiagramsSearch;
  onSearch: GoTo;
}) {
  const shipped = useChart(entry.id);
  const views = shipped?.views;
  const sim = entry.simulation;
  const role = roleOf(search.rol, roleOf(entry.roles[0], 1));
  const startRole = roleOf(search.rolInicio, role);
  const startsOf = (r: number) => sim.starts?.(r) ?? entry.model.starts;
  const starts = startsOf(startRole);
  const startIndex = Math.min(search.inicio ?? 0, Math.max(0, starts.length - 1));

  // The snapshot is the starting point with the address's events played on it.
  const { snapshot, played, problem } = useMemo(() => {
    let s = startSnapshot(entry.machine, starts[startIndex]?.input ?? {});
    const list = readPlayed(search.eventos);
    if (list === null) {
      return {
        snapshot: s,
        played: [],
        problem: 'La lista de eventos de la dirección no se entiende.',
      };
    }
    for (const [i, p] of list.entries()) {
      const event = eventOf(p, sim.events);
      if (!event || !s.can(event)) {
        return {
          snapshot: s,
          played: list.slice(0, i),
          problem: `El evento ${p.type} (rol ${String(p.role)}) de la dirección no se puede reproducir en este estado: se muestra el estado anterior.`,
        };
      }
      s = send(entry.machine, s, event);
    }
    return { snapshot: s, played: list, problem: null };
  }, [entry, startRole, startIndex, search.eventos]);

  const active = activeStates(snapshot);
  const events = sim.events(role);
  const roleActs = entry.roles.includes(role);
  const live = useMemo(
    () => liveSteps(entry.machine, snapshot, roleActs ? events.filter((e) => e.type !== '') : []),
    [entry, snapshot, role, roleActs],
  );
  // What each role can ever send (explored by `npm run charts`).
  const can = useMemo(() => new Set(shipped?.roleSteps[String(role)] ?? []), [shipped, role]);

  const openKey = search.abierto ?? '';
  const view = views ? (views[openKey] ?? views['']) : undefined;
  const fullModel = views?.[ALL_OPEN]?.model;
  const foldable = useMemo(() => new Set(fullModel ? foldableStates(fullModel) : []), [fullModel]);

  const go = (next: Partial<DiagramsSearch>) => {
    const merged: DiagramsSearch = { ...search, ...next };
    // The address says only what differs from how the page opens.
    const clean: DiagramsSearch = {};
    if (merged.rol !== undefined) clean.rol = merged.rol;
    if (merged.rolInicio !== undefined && merged.rolInicio !== merged.rol)
      clean.rolInicio = merged.rolInicio;
    if (merged.inicio) clean.inicio = merged.inicio;
    if (merged.eventos) clean.eventos = merged.eventos;
    if (merged.abierto) clean.abierto = merged.abierto;
    onSearch(entry.slug, clean);
  };
  const sendEvent = (event: EventObject) => {
    go({
      rol: role,
      rolInicio: startRole,
      eventos: writePlayed([...played, playedOf(role, event, events)]),
    });
  };
  const toggle = (id: string) => {
    if (openKey === ALL_OPEN || !(openKey === id || openKey.startsWith(`${id}.`))) {
      go({ abierto: id });
      return;
    }
    // Folding an open state leaves its open parent open.
    const parent = [...foldable]
      .filter((f) => id.startsWith(`${f}.`))
      .sort()
      .at(-1);
    go({ abierto: parent ?? '' });
  };

  const edgeState = useMemo(() => {
    const liveEdges = new Map<string, EventObject>();
    const dimmed = new Set<string>();
    if (!view) return { liveEdges, dimmed };
    for (const e of view.model.edges) {
      for (const step of e.steps) {
        const event = live.get(stepKey(step));
        if (event && step.event !== '') {
          liveEdges.set(e.id, event);
          break;
        }
      }
      // The role's own actions decide; the server's answers follow them; a transition taken
      // by itself (reading what is stored) is nobody's.
      const own = e.steps.filter((s) => !s.event.startsWith('xstate.') && s.event !== '');
      const lead = own.length > 0 ? own : e.steps.filter((s) => s.event !== '');
      if (lead.length === 0) continue;
      if (!roleActs || !lead.some((s) => can.has(stepKey(s)))) dimmed.add(e.id);
    }
    return { liveEdges, dimmed };
  }, [view, live, can, roleActs]);

  const svg = view
    ? renderChartSvg(view.model, view.layout, {
        active,
        live: new Set(edgeState.liveEdges.keys()),
        dimmed: edgeState.dimmed,
        foldable,
        title: entry.titulo,
      })
    : '';

  const onChart = (target: EventTarget) => {
    const el = target as Element;
    const edge = el.closest('g.live[data-edge]');
    if (edge) {
      const event = edgeState.liveEdges.get(edge.getAttribute('data-edge') ?? '');
      if (event) sendEvent(event);
      return;
    }
    const state = el.closest('g.toggle[data-state]');
    const id = state?.getAttribute('data-state');
    if (id) toggle(id);
  };

  const labelOf = (id: string) => fullModel?.nodes.find((n) => n.id === id)?.label ?? id;
  // One per region of a parallel machine, in the machine's own order.
  const order = new Map(fullModel?.nodes.map((n, i) => [n.id, i]));
  const leaves = activeLeaves(active).sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));

  return (
    <Stack gap="sm">
      <Group align="end" gap="sm">
        {machineSelect}
        <Select
          label="Rol"
          data={tiposUsuario.map((t) => ({
            value: String(t),
            label: `${String(t)} · ${nombreTipoUsuario[t]}`,
          }))}
          value={String(role)}
          onChange={(v) => {
            // Changing the role keeps the state: a negotiation is played by one role after another.
            // Before any event, the start is the new role's (a session kept as that role).
            if (v) go({ rol: Number(v), rolInicio: played.length > 0 ? startRole : Number(v) });
          }}
          allowDeselect={false}
          w={200}
        />
        <Select
          label="Punto de partida"
          data={starts.map((s, i) => ({ value: String(i), label: s.name }))}
          value={String(startIndex)}
          onChange={(v) => {
            if (v !== null) go({ rol: role, rolInicio: role, inicio: Number(v), eventos: '' });
          }}
          allowDeselect={false}
          w={220}
        />
        <Button
          variant="default"
          onClick={() => {
            go({ rol: role, rolInicio: role, eventos: '' });
          }}
        >
          Reiniciar
        </Button>
        <Button
          variant="default"
          onClick={() => {
            go({ abierto: openKey === ALL_OPEN ? '' : ALL_OPEN });
          }}
        >
          {openKey === ALL_OPEN ? 'Plegar todo' : 'Desplegar todo'}
        </Button>
        <Button
          variant="default"
          disabled={!view}
          onClick={() => {
            downloadSvg(svg, `${entry.id}.svg`);
          }}
        >
          Descargar SVG
        </Button>
        <Button
          variant="default"
          disabled={!view}
          onClick={() => {
            void downloadPng(svg, `${entry.id}.png`);
          }}
        >
          Descargar PNG
        </Button>
      </Group>
      <Group gap="xs" align="baseline">
        <Title order={2} size="h4">
          {entry.titulo}
        </Title>
        <Text size="sm" c="dimmed">
          Especificación: {entry.seccion} · Roles:{' '}
          {entry.roles.map((r) => nombreTipoUsuario[r as TipoUsuario]).join(', ')}
        </Text>
      </Group>
      <Text size="sm" data-testid="estado-actual">
        Estado actual:{' '}
        <Text span fw={600} data-testid="estado-actual-nombre">
          {leaves.map((l) => pathLabel(l, labelOf)).join(' · ') || entry.titulo}
        </Text>{' '}
        <Code>{leaves.join(' · ') || entry.machine.id}</Code>
      </Text>
      {problem ? (
        <Alert color="yellow" data-testid="diagrama-aviso">
          {problem}
        </Alert>
      ) : null}
      <Text size="xs" c="dimmed">
        Resaltado: el estado actual y las transiciones que acepta ahora (un clic las toma).
        Atenuado: lo que el rol elegido nunca envía. Un estado con ▸ se despliega con un clic. La
        dirección de la página guarda lo que se ve.
      </Text>
      {view ? (
        <div data-testid="chart-area">
          <PanZoom
            resetKey={`${entry.id}:${openKey}`}
            width={view.layout.width}
            height={view.layout.height}
            focus={focusOf(view.layout, active)}
          >
            <div
              data-testid="statechart"
              onClick={(e: MouseEvent) => {
                onChart(e.target);
              }}
              onKeyDown={(e: KeyboardEvent) => {
                if (e.key === 'Enter' || e.key === ' ') {
                  e.preventDefault();
                  onChart(e.target);
                }
              }}
              dangerouslySetInnerHTML={{ __html: svg }}
            />
          </PanZoom>
        </div>
      ) : (
        <Text>Cargando el diagrama…</Text>
      )}
      <Paper withBorder p="sm" data-testid="events-panel">
        <Text fw={600} mb="xs">
          Eventos
        </Text>
        {!roleActs ? (
          <Text size="sm" c="red" mb="xs">
            El rol {nombreTipoUsuario[role]} no actúa en este flujo.
          </Text>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" verticalSpacing="xs">
          {events.map((event, i) => (
            <EventButton
              key={`${event.type}-${String(i)}`}
              event={event}
              label={sim.label?.(event) ?? sim.labels?.[event.type] ?? eventLabel(event.type)}
              reason={
                roleActs
                  ? whyDisabled(snapshot, event, sim.guards)
                  : `El rol ${nombreTipoUsuario[role]} no actúa en este flujo.`
              }
              onSend={() => {
                sendEvent(event);
              }}
            />
          ))}
        </SimpleGrid>
      </Paper>
    </Stack>
  );
}

/** A state with its parents, as the analyst reads it: 'Sin sesión › Ingreso › Verificación'. */
function pathLabel(id: string, labelOf: (id: string) => string): string {
  const parts = id.split('.');
  const names: string[] = [];
  for (let i = 2; i <= parts.length; i++) names.push(labelOf(parts.slice(0, i).join('.')));
  return names.join(' › ');
}

/**
 * The box to show for the current state: the innermost drawn active state with its parent
 * around it (a state is read with its neighbours), or the state alone at the top level.
 */
function focusOf(layout: ChartLayout, active: readonly string[]) {
  const drawn = active.filter((id) => layout.nodes[id]);
  const innermost = drawn.at(-1);
  if (innermost === undefined) return null;
  const parent = drawn.at(-2);
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
