// Issue 36 point 1: the charts of /Diagramas and docs/charts in the spec's words, folded as an
// analyst reads them first, fitted to the page; the address's list of played events; what each
// role can ever send.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { machineRegistry } from '../../machines/index.ts';
import { chartModel, edgeLabel, type ChartModel } from '../../src/web/diagrams/chart/model.ts';
import {
  ALL_OPEN,
  foldChart,
  foldKeys,
  foldableStates,
  openStates,
} from '../../src/web/diagrams/chart/fold.ts';
import {
  LABEL_FONT,
  TARGET_WIDTH,
  textWidth,
  wrap,
  type ChartLayout,
} from '../../src/web/diagrams/chart/layout.ts';
import { renderChartSvg } from '../../src/web/diagrams/chart/svg.ts';
import {
  readPlayed,
  stepKey,
  stepsByRole,
  writePlayed,
} from '../../src/web/diagrams/simulation.ts';
import { chartsDir } from '../../scripts/lib/charts.ts';

const entryOf = (id: string) => {
  const entry = machineRegistry.find((e) => e.id === id);
  if (!entry) throw new Error(id);
  return entry;
};

describe('the registry names every state', () => {
  for (const entry of machineRegistry) {
    it(`${entry.id}: one label per state, none for a state that does not exist`, () => {
      const model = chartModel(entry.machine, entry.simulation);
      const codes = model.nodes.filter((n) => n.parent !== null).map((n) => n.code);
      expect(Object.keys(entry.simulation.states).sort()).toEqual([...codes].sort());
      for (const n of model.nodes.filter((x) => x.parent !== null)) {
        expect(n.label, n.code).toBe(entry.simulation.states[n.code]);
      }
    });
  }
});

describe('labels of the chart', () => {
  it('a transition reads as its button, its guard as the Spanish reason on a line of its own', () => {
    const order = entryOf('order');
    const model = chartModel(order.machine, order.simulation);
    const invoice = model.edges.find((e) => e.event === 'SUBIR_FACTURA');
    expect(invoice?.label.split('\n')[0]).toBe(order.simulation.labels?.SUBIR_FACTURA);
    expect(invoice?.label).toMatch(/\n\[solo categoría, administrador moderador, seller/);
    expect(model.nodes.find((n) => n.code === 'estado.facturado')?.label).toBe('FACTURADO');
    expect(edgeLabel('siempre', 'hay una sesión')).toBe('si hay una sesión');
    expect(edgeLabel('Entrar', null)).toBe('Entrar');
  });

  it('the SVG shows the label and keeps the code on hover', () => {
    const session = entryOf('session');
    const model = chartModel(session.machine, session.simulation);
    const layout: ChartLayout = {
      direction: 'DOWN',
      width: 100,
      height: 100,
      initials: {},
      edges: {},
      nodes: { 'session.restoring': { x: 0, y: 0, width: 200, height: 40 } },
    };
    const svg = renderChartSvg(model, layout);
    expect(svg).toContain('Leyendo la sesión guardada');
    expect(svg).toContain('<title>Leyendo la sesión guardada (restoring)</title>');
  });

  it('texts wrap at spaces and keep their own line breaks', () => {
    expect(wrap('Anular con devolución de dinero', 18)).toEqual([
      'Anular con',
      'devolución de',
      'dinero',
    ]);
    expect(wrap('Entrar\n[hay sesión]', 30)).toEqual(['Entrar', '[hay sesión]']);
    expect(textWidth('PENDIENTE', LABEL_FONT)).toBeGreaterThan(textWidth('pendiente', LABEL_FONT));
  });
});

describe('folding parent states', () => {
  const order = entryOf('order');
  const full = chartModel(order.machine, order.simulation);
  const folded = foldChart(full, openStates(full, ''));
  const find = (m: ChartModel, s: string, t: string) =>
    m.edges.filter((e) => e.source === s && e.target === t);

  it('regions of a parallel state never fold; business states do', () => {
    const foldable = foldableStates(full);
    expect(foldable).toContain('order.estado.pendiente');
    expect(foldable).not.toContain('order.estado');
    expect(foldKeys(full)).toEqual(['', ...foldable, ALL_OPEN]);
  });

  it('folded, the inner states are hidden and an answer leaving the box reads as what sent the call', () => {
    expect(folded.nodes.map((n) => n.id)).not.toContain('order.estado.pendiente.listo');
    expect(folded.nodes.find((n) => n.id === 'order.estado.pendiente')?.folded).toBe(true);
    const [invoice] = find(folded, 'order.estado.pendiente', 'order.estado.facturado');
    expect(invoice?.label.split('\n')[0]).toBe(order.simulation.labels?.SUBIR_FACTURA);
    expect(invoice?.steps.map((s) => s.event)).toEqual([
      'SUBIR_FACTURA',
      'xstate.done.actor.subirFactura',
    ]);
    // Nothing inside a folded box is drawn (the call's error goes back to 'listo').
    expect(find(folded, 'order.estado.pendiente', 'order.estado.pendiente')).toEqual([]);
  });

  it('opening a state opens its parents; all open is the whole machine', () => {
    const session = entryOf('session');
    const s = chartModel(session.machine, session.simulation);
    expect([...openStates(s, 'session.anonymous.login')].sort()).toEqual([
      'session.anonymous',
      'session.anonymous.login',
    ]);
    const open = foldChart(s, openStates(s, ALL_OPEN));
    expect(open.nodes.length).toBe(s.nodes.length);
    expect(new Set(open.edges.flatMap((e) => e.steps.map(stepKey)))).toEqual(
      new Set(s.edges.flatMap((e) => e.steps.map(stepKey))),
    );
  });
});

describe('the committed layouts fit the page', () => {
  for (const entry of machineRegistry) {
    it(`${entry.id}: as it opens (every parent folded) the chart is at most ${String(TARGET_WIDTH)} px wide`, async () => {
      const { views } = JSON.parse(
        await readFile(new URL(`${entry.id}.layout.json`, chartsDir), 'utf8'),
      ) as { views: Record<string, { layout: ChartLayout }> };
      expect(views['']?.layout.width).toBeLessThanOrEqual(TARGET_WIDTH);
    });
  }
});

describe('the address of /Diagramas', () => {
  it('writes and reads the events played, with the role that sent each', () => {
    const played = [
      { role: 1, type: 'ENVIAR', variant: 0 },
      { role: 2, type: 'xstate.done.actor.cambiarEstado', variant: 1 },
    ];
    const text = writePlayed(played);
    expect(text).toBe('1:ENVIAR,2:xstate.done.actor.cambiarEstado~1');
    expect(readPlayed(text)).toEqual(played);
    expect(readPlayed('')).toEqual([]);
    expect(readPlayed(undefined)).toEqual([]);
    expect(readPlayed('1:ENVIAR,<script>')).toBeNull();
    expect(readPlayed('ENVIAR')).toBeNull();
  });
});

describe('what a role can ever send', () => {
  it('order: the seller never adds the credit note; category does; both invoice', () => {
    const order = entryOf('order');
    const byRole = stepsByRole(
      order.machine,
      [1, 4],
      (r) => order.simulation.starts?.(r) ?? order.model.starts,
      order.simulation.events,
    );
    const sends = (role: number, event: string) =>
      [...(byRole.get(role) ?? [])].some((k) => k.split('|')[1] === event);
    expect(sends(1, 'SUBIR_NOTA_CREDITO')).toBe(true);
    expect(sends(4, 'SUBIR_NOTA_CREDITO')).toBe(false);
    expect(sends(1, 'SUBIR_FACTURA')).toBe(true);
    expect(sends(4, 'SUBIR_FACTURA')).toBe(true);
  });
});
