// 000 §2.5 /Notificaciones: the tabs of each role, where a row leads, the Anterior/Actual and date
// formats, and the row selection behind the select-all box and 'Marcar como leído'.
import { describe, expect, it } from 'vitest';
import {
  chosenRows,
  formatChange,
  formatFechaHora,
  rowLink,
  selectedTab,
  showsChange,
  tabsFor,
  toggleAll,
  toggleOne,
} from '../../src/web/notifications/notification-rows.ts';
import type { TipoUsuario } from '../../src/domain/roles.ts';

const labels = (tipo: TipoUsuario) => tabsFor(tipo).map((t) => t.label);

describe('tabs (000 §2.5)', () => {
  it('staff see the five tabs in the spec order', () => {
    const all = [
      'Cambios de stock',
      'Cambios de precio',
      'Órdenes nuevas',
      'Órdenes anuladas',
      'Modificaciones de Cuotas',
    ];
    expect(labels(1)).toEqual(all);
    expect(labels(2)).toEqual(all);
  });

  it('seller and seller admin do not see the installment tab nor cancelled orders', () => {
    expect(labels(3)).toEqual(['Cambios de stock', 'Cambios de precio', 'Órdenes nuevas']);
    expect(labels(4)).toEqual(['Cambios de stock', 'Cambios de precio', 'Órdenes nuevas']);
  });

  it('read-only, supplier, accounting and renewal sessions have no tab', () => {
    for (const tipo of [5, 6, 7, 8] as const) expect(tabsFor(tipo)).toEqual([]);
  });

  it('the tab of the URL is shown when the user has it, else the first one', () => {
    expect(selectedTab(tabsFor(1), 4)).toBe(4);
    expect(selectedTab(tabsFor(1), undefined)).toBe(1);
    // A seller asking for the installment tab gets its first tab.
    expect(selectedTab(tabsFor(4), 6)).toBe(1);
    expect(selectedTab(tabsFor(6), 1)).toBeUndefined();
  });
});

describe('rows (000 §2.5)', () => {
  it('a row opens the order edit on the order tabs and the listing edit on the others', () => {
    expect(rowLink({ idTipoNotificacion: 3, idSeller: 2, id: 77 })).toBe('/Ordenes/Editar/77');
    expect(rowLink({ idTipoNotificacion: 4, idSeller: 2, id: 78 })).toBe('/Ordenes/Editar/78');
    expect(rowLink({ idTipoNotificacion: 1, idSeller: 2, id: 5 })).toBe(
      '/Publicaciones/Editar/2/5',
    );
    expect(rowLink({ idTipoNotificacion: 2, idSeller: 1, id: 6 })).toBe(
      '/Publicaciones/Editar/1/6',
    );
    expect(rowLink({ idTipoNotificacion: 6, idSeller: 1, id: 7 })).toBe(
      '/Publicaciones/Editar/1/7',
    );
  });

  it('Anterior/Actual only on the stock and price tabs', () => {
    expect([1, 2, 3, 4, 6].filter((t) => showsChange(t as 1 | 2 | 3 | 4 | 6))).toEqual([1, 2]);
  });

  it("a price shows as '$ 1.234,56', a stock as a whole number", () => {
    expect(formatChange(2, 1234.56)).toBe('$ 1.234,56');
    expect(formatChange(2, 689999)).toBe('$ 689.999,00');
    expect(formatChange(1, 24)).toBe('24');
    expect(formatChange(1, 0)).toBe('0');
    expect(formatChange(1, null)).toBe('-');
  });

  it('the date shows as dd/mm/yyyy hh:mm', () => {
    expect(formatFechaHora('2026-03-05T17:07:00.000Z', 'America/Argentina/Buenos_Aires')).toBe(
      '05/03/2026 14:07',
    );
    expect(formatFechaHora('2026-12-31T23:59:00.000Z', 'UTC')).toBe('31/12/2026 23:59');
    expect(formatFechaHora('2026-01-01T03:00:00.000Z', 'America/Argentina/Buenos_Aires')).toBe(
      '01/01/2026 00:00',
    );
    expect(formatFechaHora('no es fecha')).toBe('');
  });
});

describe('selection', () => {
  const rows = [11, 12, 13];

  it('select-all chooses every row, and a second click none', () => {
    const all = toggleAll(new Set(), rows);
    expect([...all]).toEqual(rows);
    expect([...toggleAll(all, rows)]).toEqual([]);
    // With some chosen, select-all chooses the rest too.
    expect([...toggleAll(new Set([12]), rows)]).toEqual(rows);
    expect([...toggleAll(new Set(), [])]).toEqual([]);
  });

  it('a row box adds or removes its row', () => {
    const one = toggleOne(new Set(), 12);
    expect([...one]).toEqual([12]);
    expect([...toggleOne(one, 12)]).toEqual([]);
  });

  it('only rows still listed are marked (marked rows leave the list)', () => {
    expect(chosenRows(new Set([12, 99]), rows)).toEqual([12]);
    expect(chosenRows(new Set(), rows)).toEqual([]);
  });
});
