// Issue 4 points 2 and 3: what /Diagramas draws and plays, on a machine with the shapes no
// registered machine has yet (parallel regions, a final state, a delayed transition, guards
// combined with and/or/not), and on the registered ones: every starting point of the page
// and every guard said in Spanish.
import { describe, expect, it } from 'vitest';
import { and, not, or, setup, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { machineRegistry } from '../../machines/index.ts';
import { layoutChart, type Box } from '../../src/web/diagrams/chart/layout.ts';
import { toMermaid } from '../../src/web/diagrams/chart/mermaid.ts';
import { chartModel, guardName } from '../../src/web/diagrams/chart/model.ts';
import { renderChartSvg } from '../../src/web/diagrams/chart/svg.ts';
import {
  activeStates,
  sayGuard,
  send,
  startSnapshot,
  whyDisabled,
} from '../../src/web/diagrams/simulation.ts';

interface ShapesInput {
  listo: boolean;
}
interface ShapesContext {
  listo: boolean;
}

const shapes = setup({
  types: { input: {} as ShapesInput, context: {} as ShapesContext },
  guards: { listo: ({ context }) => context.listo, urgente: () => false },
}).createMachine({
  id: 'formas',
  initial: 'espera',
  context: ({ input }) => ({ listo: input.listo }),
  states: {
    espera: {
      on: {
        EMPEZAR: { target: 'trabajo', guard: and(['listo', not('urgente')]) },
        APURAR: { target: 'fin', guard: or(['urgente', not('listo')]) },
      },
    },
    trabajo: {
      type: 'parallel',
      on: { CORTAR: 'fin' },
      states: {
        pago: { initial: 'debe', states: { debe: { on: { PAGAR: 'pagado' } }, pagado: {} } },
        envio: {
          initial: 'armando',
          states: { armando: { after: { 500: 'listo' } }, listo: { type: 'final' } },
        },
      },
    },
    fin: { type: 'final' },
  },
});

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('a chart drawn from a machine with parallel regions, finals, delays and combined guards', () => {
  const model = chartModel(shapes);

  it('has every state with its kind and every transition labelled with its event and guard', () => {
    const kinds = Object.fromEntries(model.nodes.map((n) => [n.id, n.kind]));
    expect(kinds).toMatchObject({
      'formas.trabajo': 'parallel',
      'formas.trabajo.pago': 'compound',
      'formas.trabajo.envio.listo': 'final',
      'formas.fin': 'final',
    });
    const labels = model.edges.map((e) => `${e.source} ${e.label} ${e.target}`);
    expect(labels).toEqual(
      expect.arrayContaining([
        // Without the registry's words, each guard reads by its name, combined in Spanish.
        'formas.espera EMPEZAR\n[listo y no urgente] formas.trabajo',
        'formas.espera APURAR\n[urgente o no listo] formas.fin',
        'formas.trabajo CORTAR formas.fin',
        'formas.trabajo.pago.debe PAGAR formas.trabajo.pago.pagado',
        'formas.trabajo.envio.armando después de 500 ms formas.trabajo.envio.listo',
      ]),
    );
    expect(model.nodes.find((n) => n.id === 'formas.trabajo.envio')?.initial).toBe(
      'formas.trabajo.envio.armando',
    );
  });

  it('lays it out with no two states, nor two labels, nor a label and a state overlapping', async () => {
    const layout = await layoutChart(model);
    const placed = model.nodes.filter((n) => n.parent !== null);
    for (const n of placed) expect(layout.nodes[n.id], n.id).toBeDefined();
    for (const a of placed) {
      for (const b of placed) {
        if (a.id >= b.id || a.parent !== b.parent) continue;
        expect(overlaps(layout.nodes[a.id] as Box, layout.nodes[b.id] as Box)).toBe(false);
      }
    }
    const labels = Object.values(layout.edges).flatMap((e) => (e.label ? [e.label] : []));
    expect(labels.length).toBe(model.edges.length);
    const atomics = placed.filter((n) => !model.nodes.some((k) => k.parent === n.id));
    for (const [i, l] of labels.entries()) {
      for (const other of labels.slice(i + 1)) expect(overlaps(l, other)).toBe(false);
      for (const n of atomics) expect(overlaps(l, layout.nodes[n.id] as Box), n.id).toBe(false);
    }
    const svg = renderChartSvg(model, layout, { active: ['formas.trabajo'] });
    expect(svg).toContain('class="st parallel active" data-state="formas.trabajo"');
  });

  it('writes the regions of a parallel state apart in Mermaid', () => {
    const mermaid = toMermaid(model);
    expect(mermaid).toMatch(
      /state "trabajo" as formas_trabajo \{\n[^}]*\}\n {4}--\n {4}state "envio"/,
    );
    expect(mermaid).toContain('formas_trabajo_envio_listo --> [*]');
  });
});

describe('playing a machine on /Diagramas', () => {
  const guards = { listo: 'el pedido está listo', urgente: 'el pedido es urgente' };

  it('says a combined guard in Spanish, each part as the registry names it', () => {
    expect(sayGuard(and(['listo', not('urgente')]), guards)).toBe(
      'el pedido está listo y no el pedido es urgente',
    );
    expect(sayGuard(or(['urgente', and(['listo', 'otro'])]), guards)).toBe(
      'el pedido es urgente o (el pedido está listo y otro)',
    );
    expect(sayGuard(undefined, guards)).toBeNull();
    expect(guardName(not(or(['a', 'b'])))).toBe('!(a || b)');
  });

  it('an event whose guard fails is disabled with the guard said; an accepted one moves the state', () => {
    let s = startSnapshot(shapes, { listo: false });
    expect(whyDisabled(s, { type: 'EMPEZAR' }, guards)).toBe(
      'No se cumple la condición: el pedido está listo y no el pedido es urgente.',
    );
    expect(whyDisabled(s, { type: 'PAGAR' }, guards)).toBe(
      'El estado actual no acepta este evento.',
    );
    s = startSnapshot(shapes, { listo: true });
    expect(whyDisabled(s, { type: 'EMPEZAR' }, guards)).toBeNull();
    s = send(shapes, s, { type: 'EMPEZAR' });
    // Both regions of the parallel state are active and highlighted.
    expect(activeStates(s)).toEqual(
      expect.arrayContaining(['formas.trabajo.pago.debe', 'formas.trabajo.envio.armando']),
    );
    s = send(shapes, s, { type: 'PAGAR' });
    expect(activeStates(s)).toContain('formas.trabajo.pago.pagado');
  });

  for (const entry of machineRegistry) {
    it(`${entry.id}: every starting point of every role starts the machine, and every guard has its Spanish words`, () => {
      const named = new Set<string>();
      const visit = (node: {
        transitions: Map<string, { guard?: unknown }[]>;
        always?: { guard?: unknown }[];
        states: object;
      }) => {
        for (const t of [...[...node.transitions.values()].flat(), ...(node.always ?? [])]) {
          const name = guardName(t.guard);
          if (name)
            for (const part of name.split(/[^A-Za-z0-9_]+/).filter(Boolean)) named.add(part);
        }
        for (const child of Object.values(node.states)) visit(child as typeof node);
      };
      visit(entry.machine.root);
      for (const g of named)
        expect(entry.simulation.guards[g], `${entry.id}: guards.${g}`).toBeDefined();

      for (const role of [1, 2, 3, 4, 5, 6, 7, 8]) {
        const starts = entry.simulation.starts?.(role) ?? entry.model.starts;
        expect(starts.length).toBeGreaterThan(0);
        const values = new Set<string>();
        for (const start of starts) {
          const s: AnyMachineSnapshot = startSnapshot(entry.machine, start.input);
          expect(s.status).not.toBe('error');
          // A start differs from the others by its state or by what else is stored (a rebate
          // whose validity has passed is Pendiente too).
          values.add(JSON.stringify([s.value, s.context]));
          // No event of the panel makes the page throw, taken or not.
          for (const event of entry.simulation.events(role) as EventObject[]) {
            if (s.can(event)) send(entry.machine, s, event);
            else expect(whyDisabled(s, event, entry.simulation.guards)).toMatch(/\.$/);
          }
        }
        // Each starting point is a different place to start from.
        expect(values.size, `${entry.id} rol ${String(role)}`).toBe(starts.length);
      }
    });
  }
});
