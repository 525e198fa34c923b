// 000 §2.4, §6, §9: the dashboard's default filter (today, Ver Mes off), who loads it at all,
// what it sends for each type, and 'Fecha desde' typed and shown day-month-year.
import { describe, expect, it } from 'vitest';
import { tiposUsuario, type TipoUsuario } from '../../src/domain/roles.ts';
import {
  dateFromIso,
  formatDay,
  isoFromDate,
  parseDayInput,
  todayInMarket,
} from '../../src/domain/dates.ts';
import {
  defaultDashboardFilter,
  loadsDashboard,
  sameFilter,
  totalizadoresRequest,
} from '../../src/web/dashboard/dashboard-request.ts';

describe('who loads the dashboard (000 §2.4, §6)', () => {
  it('staff, seller admin, seller and supplier do; read-only, accounting and renewal do not', () => {
    const loading = tiposUsuario.filter((t) => loadsDashboard(t));
    expect(loading).toEqual([1, 2, 3, 4, 7]);
  });
});

describe('the request body', () => {
  const filter = { fechaDesde: '2026-03-15', verMes: true };

  it('sellers and seller admins send their own idSeller (000 §6)', () => {
    for (const tipoUsuario of [3, 4] as const) {
      expect(totalizadoresRequest({ tipoUsuario, idSeller: 7 }, filter)).toEqual({
        fechaDesde: '2026-03-15',
        verMes: true,
        tipoUser: tipoUsuario,
        idSeller: 7,
      });
    }
  });

  it('staff and the supplier send 0: every seller (no seller picker in this filter)', () => {
    for (const tipoUsuario of [1, 2, 7] as TipoUsuario[]) {
      expect(totalizadoresRequest({ tipoUsuario, idSeller: null }, filter)).toEqual({
        ...filter,
        tipoUser: tipoUsuario,
        idSeller: 0,
      });
    }
  });
});

describe("'Fecha desde' (000 §2.4, §9)", () => {
  it('defaults to today in Argentina and Ver Mes off', () => {
    // 02:30 UTC on the 15th is still 23:30 of the 14th in Buenos Aires (UTC-3).
    const lateEvening = new Date('2026-03-15T02:30:00Z');
    expect(todayInMarket(lateEvening)).toBe('2026-03-14');
    expect(todayInMarket(new Date('2026-03-15T03:00:00Z'))).toBe('2026-03-15');
    expect(defaultDashboardFilter(lateEvening)).toEqual({
      fechaDesde: '2026-03-14',
      verMes: false,
    });
  });

  it('a picked day is the same calendar day in the request', () => {
    for (const iso of ['2026-03-15', '2024-02-29', '2025-12-31', '1900-01-01', '2999-12-31']) {
      const date = dateFromIso(iso);
      expect([date.getFullYear(), date.getMonth() + 1, date.getDate()]).toEqual(
        iso.split('-').map(Number),
      );
      expect(isoFromDate(date)).toBe(iso);
    }
  });

  it('is typed DD/MM/YYYY; anything that is not a real day is refused', () => {
    expect(isoFromDate(parseDayInput('15/03/2026') ?? new Date(NaN))).toBe('2026-03-15');
    expect(isoFromDate(parseDayInput(' 29/02/2024 ') ?? new Date(NaN))).toBe('2024-02-29');
    for (const text of [
      '',
      '29/02/2026',
      '31/04/2026',
      '00/03/2026',
      '15/13/2026',
      '1/3/2026',
      '15/03/26',
      '2026-03-15',
      '03/15/2026',
      '15/03/1899',
      '15/03/3000',
    ]) {
      expect(parseDayInput(text), text).toBeNull();
    }
  });

  it('is shown DD/MM/YYYY', () => {
    expect(formatDay('2026-03-05')).toBe('05/03/2026');
  });

  it('two filters are the same search when day and Ver Mes match', () => {
    const a = { fechaDesde: '2026-03-15', verMes: false };
    expect(sameFilter(a, { ...a })).toBe(true);
    expect(sameFilter(a, { ...a, verMes: true })).toBe(false);
    expect(sameFilter(a, { ...a, fechaDesde: '2026-03-16' })).toBe(false);
  });
});
