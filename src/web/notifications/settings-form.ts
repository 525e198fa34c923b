// The /Notificaciones/Ajustes form as plain data (000 §2.5): one switch per setting the user may
// have plus an 'all' switch. Pure functions, tested without a browser.
import {
  notificationSettingsFor,
  tiposNotificacion,
  type IdTipoNotificacion,
} from '../../domain/permissions.ts';
import type { TipoUsuario } from '../../domain/roles.ts';

export interface SettingValue {
  idTipoNotificacion: IdTipoNotificacion;
  activado: boolean;
}

export interface SettingRow extends SettingValue {
  label: string;
}

/**
 * The switches of a user: the settings it may have (the seller admin has no 6), in the spec's
 * order, with the value the server answered (off when the server did not list it).
 */
export function settingRows(tipo: TipoUsuario, saved: readonly SettingValue[]): SettingRow[] {
  const allowed = notificationSettingsFor(tipo);
  return tiposNotificacion
    .filter((t) => allowed.includes(t.id))
    .map((t) => ({
      idTipoNotificacion: t.id,
      label: t.label,
      activado: saved.find((s) => s.idTipoNotificacion === t.id)?.activado ?? false,
    }));
}

/** The 'all' switch is on when every setting is on. */
export function allOn(rows: readonly SettingValue[]): boolean {
  return rows.length > 0 && rows.every((r) => r.activado);
}

/** The 'all' switch turns every setting on or off. */
export function setAll<T extends SettingValue>(rows: readonly T[], activado: boolean): T[] {
  return rows.map((r) => ({ ...r, activado }));
}

/** One switch changed. */
export function setOne<T extends SettingValue>(
  rows: readonly T[],
  id: IdTipoNotificacion,
  activado: boolean,
): T[] {
  return rows.map((r) => (r.idTipoNotificacion === id ? { ...r, activado } : r));
}

/** 000 §2.5: a switch's label says its value. */
export function stateLabel(activado: boolean): 'Activo' | 'Inactivo' {
  return activado ? 'Activo' : 'Inactivo';
}

/** The body of the PUT: every setting of the form. */
export function toOpciones(rows: readonly SettingValue[]): SettingValue[] {
  return rows.map(({ idTipoNotificacion, activado }) => ({ idTipoNotificacion, activado }));
}
