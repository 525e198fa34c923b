// 002 §5, §6, §9: the filter of /Liquidaciones (src/web/settlements/settlements-filter.ts) and
// which workflow buttons the settlement screens show (settlement-workflow.ts, the machine's
// answer at the stored settlement).
import { describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/dates.ts';
import { settlementMessages } from '../../src/domain/settlement-rules.ts';
import {
  settlementsFilterProblem,
  settlementsQueryOf,
  settlementsSearch,
  type SettlementsFilter,
} from '../../src/web/settlements/settlements-filter.ts';
import { seesInvoice, settlementAllows } from '../../src/web/settlements/settlement-workflow.ts';

const today = '2026-11-25';
const filter = (f: Partial<SettlementsFilter> = {}): SettlementsFilter => ({
  fechaDesde: '2026-11-01',
  fechaHasta: today,
  idSeller: null,
  estado: null,
  pendiente: null,
  pagina: 1,
  cantidad: 10,
  ...f,
});

describe('the settlement search filter (002 §5, §6)', () => {
  it('staff and accounting need both dates, in that order, and at most 360 days back', () => {
    expect(settlementsFilterProblem(filter({ fechaDesde: null, fechaHasta: null }), 2, today)).toBe(
      settlementMessages.fechaInicial,
    );
    expect(settlementsFilterProblem(filter({ fechaHasta: null }), 8, today)).toBe(
      settlementMessages.fechaFinal,
    );
    expect(settlementsFilterProblem(filter({ fechaDesde: addDays(today, -361) }), 2, today)).toBe(
      settlementMessages.fechaMinima,
    );
    expect(
      settlementsFilterProblem(filter({ fechaDesde: addDays(today, -360) }), 2, today),
    ).toBeNull();
  });

  it('types 3 and 4 search without the date warnings (the server takes the last 360 days)', () => {
    expect(settlementsFilterProblem(filter({ fechaDesde: null }), 4, today)).toBeNull();
    expect(settlementsFilterProblem(filter({ fechaHasta: null }), 3, today)).toBeNull();
  });

  it('types 3 and 4 send no seller or state; staff send both when chosen', () => {
    const chosen = filter({ idSeller: 7, estado: 2 });
    expect(settlementsQueryOf(chosen, 4)).toEqual({
      fechaDesde: '2026-11-01',
      fechaHasta: today,
      numeroPagina: 1,
      cantidadPagina: 10,
    });
    expect(settlementsQueryOf(chosen, 2)).toMatchObject({ idSeller: 7, idEstado: 2 });
    expect(settlementsQueryOf(filter(), 2)).not.toHaveProperty('idSeller');
  });

  it('the URL keeps only what differs from the defaults and drops invalid values', () => {
    const now = new Date('2026-11-25T15:00:00Z');
    expect(settlementsSearch.write(settlementsSearch.read({}, now), now)).toEqual({});
    const read = settlementsSearch.read({ seller: 3, estado: 9, pagina: 2 }, now);
    expect(read).toMatchObject({ idSeller: 3, estado: null, pagina: 2 });
    expect(read.fechaDesde).toBe(addDays('2026-11-25', -360));
  });
});

describe('the workflow buttons the screens show (the settlement machine, 002 §6)', () => {
  it("'Crear Liquidación' / 'Crear Borrador' for staff only", () => {
    for (const tipo of [1, 2]) expect(settlementAllows({}, 'CREAR', tipo)).toBe(true);
    for (const tipo of [3, 4, 6, 7, 8]) expect(settlementAllows({}, 'CREAR', tipo)).toBe(false);
  });

  it('a draft: staff save and cancel, accounting calculates and confirms', () => {
    const draft = { idEstado: 2 } as const;
    expect(settlementAllows(draft, 'GUARDAR', 2)).toBe(true);
    expect(settlementAllows(draft, 'ANULAR', 2)).toBe(true);
    expect(settlementAllows(draft, 'CONFIRMAR', 2)).toBe(false);
    expect(settlementAllows(draft, 'CONFIRMAR', 8)).toBe(true);
    expect(settlementAllows(draft, 'CALCULAR', 8)).toBe(true);
    expect(settlementAllows(draft, 'ANULAR', 8)).toBe(false);
  });

  it('a confirmed or deleted settlement offers no button to anyone', () => {
    for (const stored of [{ idEstado: 3 }, { idEstado: 2, eliminada: true }] as const) {
      for (const tipo of [1, 2, 3, 4, 8]) {
        for (const type of ['GUARDAR', 'CALCULAR', 'CONFIRMAR', 'ANULAR'] as const) {
          expect(settlementAllows(stored, type, tipo), `${type} ${String(tipo)}`).toBe(false);
        }
      }
    }
  });

  it('the invoice fields are for whoever confirms: accounting', () => {
    expect(seesInvoice(8)).toBe(true);
    for (const tipo of [1, 2, 3, 4]) expect(seesInvoice(tipo)).toBe(false);
  });
});
