// 000 §2.4 and §3 'Dashboard totals': the three blocks with the spec's labels, character for
// character, each on its contract field, money as `$ 1.234,56` and counts with dot thousands.
// The expected labels are copied from the SPEC TEXT, so a typo in the screen makes this fail.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { Totalizadores } from '../../src/api/dashboard-queries.ts';
import {
  dashboardBlocks,
  figureTestId,
  formatCount,
  formatFigure,
} from '../../src/web/dashboard/dashboard-figures.ts';

const specLabels: Record<string, string> = {
  Ventas:
    'Total Ventas Aprobadas, Total Ventas Pendientes Aprobación, Comisión (sin iva), $ Fee logístico (sin iva), Ticket Promedio, Cantidad de unidades, Ordenes Anuladas, Ordenes Pendientes, Total Ventas',
  Órdenes:
    'Totales, Total Pendientes Aprobación, Total Pago Rechazado, Facturadas, Pendientes de facturación, Facturadas anuladas, Con envío procesado, Con envío pendiente',
  Publicaciones:
    'Totales, Activas, Pendientes, En revisión, Pausadas con stock, Pausadas sin stock',
};

// 000 §3, in the spec's order.
const specFields: Record<string, string> = {
  ventas:
    'total, pendientes, comision, feeLogistico, ticketPromedio, unidades, ordenesAnuladasGateway, ordenesPendientesGateway, totalVenta',
  ordenes:
    'total, pendientes, anuladas, facturadas, pendientesFacturacion, facturadasAnuladas, envioProcesado, envioPendiente',
  publicaciones: 'total, activas, pendientes, enRevision, pausadasConStock, pausadasSinStock',
};

const list = (text: string) => text.split(', ');

describe('dashboard blocks (000 §2.4, §3)', () => {
  it('three blocks titled Ventas, Órdenes, Publicaciones with the spec labels in order', () => {
    expect(dashboardBlocks.map((b) => b.title)).toEqual(['Ventas', 'Órdenes', 'Publicaciones']);
    for (const block of dashboardBlocks) {
      expect(
        block.figures.map((f) => f.label),
        block.title,
      ).toEqual(list(specLabels[block.title] ?? ''));
    }
  });

  it('each label shows the field of 000 §3 in the same position', () => {
    for (const block of dashboardBlocks) {
      expect(
        block.figures.map((f) => f.field),
        block.key,
      ).toEqual(list(specFields[block.key] ?? ''));
    }
  });

  it('every required field of the Totalizadores schema in openapi/ has a figure', async () => {
    const doc = parse(await readFile('openapi/bundle.json', 'utf8')) as {
      components: {
        schemas: { Totalizadores: { properties: Record<string, { required?: string[] }> } };
      };
    };
    const schema = doc.components.schemas.Totalizadores.properties;
    for (const block of dashboardBlocks) {
      expect(block.figures.map((f) => f.field).sort(), block.key).toEqual(
        [...(schema[block.key]?.required ?? [])].sort(),
      );
    }
  });

  it('only Cantidad de unidades is a count among Ventas; Órdenes and Publicaciones are counts', () => {
    const [ventas, ordenes, publicaciones] = dashboardBlocks;
    expect(ventas?.figures.filter((f) => f.kind === 'count').map((f) => f.label)).toEqual([
      'Cantidad de unidades',
    ]);
    expect(ordenes?.figures.every((f) => f.kind === 'count')).toBe(true);
    expect(publicaciones?.figures.every((f) => f.kind === 'count')).toBe(true);
  });

  it('each figure reads its own field of the answer', () => {
    let n = 0;
    const answer = {
      ventas: Object.fromEntries(list(specFields.ventas ?? '').map((f) => [f, ++n])),
      ordenes: Object.fromEntries(list(specFields.ordenes ?? '').map((f) => [f, ++n])),
      publicaciones: Object.fromEntries(list(specFields.publicaciones ?? '').map((f) => [f, ++n])),
      periodo: { desde: '2026-03-01', hasta: '2026-03-01' },
      idSeller: null,
    } as unknown as Totalizadores;
    const read = dashboardBlocks.flatMap((b) => b.figures.map((f) => f.value(answer)));
    expect(read).toEqual(Array.from({ length: 23 }, (_, i) => i + 1));
  });

  it('test ids are dashboard-<block>-<field> and unique', () => {
    const ids = dashboardBlocks.flatMap((b) => b.figures.map((f) => figureTestId(b.key, f.field)));
    expect(ids).toContain('dashboard-ventas-total');
    expect(ids).toContain('dashboard-ordenes-facturadas');
    expect(ids).toContain('dashboard-publicaciones-activas');
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('figure formats (000 §1)', () => {
  it('amounts as `$ 1.234,56` from pesos with two decimals', () => {
    expect(formatFigure(1234.56, 'money')).toBe('$ 1.234,56');
    expect(formatFigure(0, 'money')).toBe('$ 0,00');
    expect(formatFigure(0.1, 'money')).toBe('$ 0,10');
    expect(formatFigure(1234567.8, 'money')).toBe('$ 1.234.567,80');
  });

  it('counts with dot thousands as es-AR writes them', () => {
    const esAR = new Intl.NumberFormat('es-AR');
    for (const n of [0, 7, 999, 1000, 1234, 12345, 1234567, 1000000000]) {
      expect(formatCount(n), String(n)).toBe(esAR.format(n));
      expect(formatFigure(n, 'count')).toBe(esAR.format(n));
    }
  });
});
