// 000 §2.5 /Notificaciones/Ajustes: one switch per setting the user may have plus 'all', labels
// Activo/Inactivo; and the bell's dropdown rows (000 §2.3) per role.
import { describe, expect, it } from 'vitest';
import {
  allOn,
  setAll,
  setOne,
  settingRows,
  stateLabel,
  toOpciones,
} from '../../src/web/notifications/settings-form.ts';
import { bellEntries } from '../../src/web/shell/notification-bell.tsx';

const saved = [
  { idTipoNotificacion: 1, activado: true },
  { idTipoNotificacion: 2, activado: false },
  { idTipoNotificacion: 3, activado: true },
  { idTipoNotificacion: 4, activado: true },
  { idTipoNotificacion: 6, activado: true },
] as const;

describe('settings (000 §2.5)', () => {
  it('staff and sellers have the five settings; the seller admin has no setting 6', () => {
    const ids = (tipo: 1 | 2 | 3 | 4) => settingRows(tipo, saved).map((r) => r.idTipoNotificacion);
    expect(ids(1)).toEqual([1, 2, 3, 4, 6]);
    expect(ids(2)).toEqual([1, 2, 3, 4, 6]);
    expect(ids(4)).toEqual([1, 2, 3, 4, 6]);
    expect(ids(3)).toEqual([1, 2, 3, 4]);
    expect(settingRows(6, saved)).toEqual([]);
  });

  it('each switch has the label of its tab and the value the server answered (off if absent)', () => {
    expect(settingRows(1, [{ idTipoNotificacion: 2, activado: true }])).toEqual([
      { idTipoNotificacion: 1, label: 'Cambios de stock', activado: false },
      { idTipoNotificacion: 2, label: 'Cambios de precio', activado: true },
      { idTipoNotificacion: 3, label: 'Órdenes nuevas', activado: false },
      { idTipoNotificacion: 4, label: 'Órdenes anuladas', activado: false },
      { idTipoNotificacion: 6, label: 'Modificaciones de Cuotas', activado: false },
    ]);
  });

  it("the 'all' switch is on only when every setting is on, and sets them all", () => {
    const rows = settingRows(1, saved);
    expect(allOn(rows)).toBe(false);
    const on = setAll(rows, true);
    expect(allOn(on)).toBe(true);
    expect(allOn(setAll(rows, false))).toBe(false);
    expect(setAll(rows, false).every((r) => !r.activado)).toBe(true);
    expect(allOn(setOne(on, 6, false))).toBe(false);
    expect(allOn([])).toBe(false);
  });

  it('one switch changes only its setting', () => {
    const rows = setOne(settingRows(1, saved), 2, true);
    expect(rows.map((r) => r.activado)).toEqual([true, true, true, true, true]);
    expect(setOne(rows, 1, false).map((r) => r.activado)).toEqual([false, true, true, true, true]);
  });

  it('labels Activo/Inactivo', () => {
    expect(stateLabel(true)).toBe('Activo');
    expect(stateLabel(false)).toBe('Inactivo');
  });

  it('Guardar sends every setting of the form, without the labels', () => {
    expect(toOpciones(settingRows(3, saved))).toEqual([
      { idTipoNotificacion: 1, activado: true },
      { idTipoNotificacion: 2, activado: false },
      { idTipoNotificacion: 3, activado: true },
      { idTipoNotificacion: 4, activado: true },
    ]);
  });
});

describe('bell dropdown (000 §2.3, §2.5)', () => {
  const totals = {
    notificaciones: 15,
    cambiosStock: 1,
    cambiosPrecios: 2,
    ordenesNuevas: 3,
    ordenesAnuladas: 4,
    modificacionesCuotas: 5,
  };

  it('staff see the count of every type, labelled as the tabs', () => {
    expect(bellEntries(1, totals)).toEqual([
      { id: 1, label: 'Cambios de stock', count: 1 },
      { id: 2, label: 'Cambios de precio', count: 2 },
      { id: 3, label: 'Órdenes nuevas', count: 3 },
      { id: 4, label: 'Órdenes anuladas', count: 4 },
      { id: 6, label: 'Modificaciones de Cuotas', count: 5 },
    ]);
  });

  it('seller and seller admin never see cancelled orders nor installments', () => {
    for (const tipo of [3, 4] as const) {
      expect(bellEntries(tipo, totals).map((e) => e.label)).toEqual([
        'Cambios de stock',
        'Cambios de precio',
        'Órdenes nuevas',
      ]);
    }
  });

  it('users without notifications have no rows', () => {
    expect(bellEntries(6, totals)).toEqual([]);
    expect(bellEntries(7, totals)).toEqual([]);
  });
});
