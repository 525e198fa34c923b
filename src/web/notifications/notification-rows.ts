// What the /Notificaciones screen shows of a row and where a row leads (000 §2.5): pure
// functions, so that they are tested without a browser.
import { centsFromAmount, formatMoney } from '../../domain/money.ts';
import {
  notificationTypesShown,
  tiposNotificacion,
  type IdTipoNotificacion,
} from '../../domain/permissions.ts';
import type { TipoUsuario } from '../../domain/roles.ts';
import { MARKET_TIME_ZONE } from '../../domain/dates.ts';

export interface NotificationTab {
  id: IdTipoNotificacion;
  label: string;
}

/** The tabs a user sees, in the spec's order (000 §2.5: sellers have no instalment tab). */
export function tabsFor(tipo: TipoUsuario): NotificationTab[] {
  const shown = notificationTypesShown(tipo);
  return tiposNotificacion.filter((t) => shown.includes(t.id));
}

/** The tab to show: the one asked for in the URL when the user has it, else the first. */
export function selectedTab(
  tabs: readonly NotificationTab[],
  requested: number | undefined,
): IdTipoNotificacion | undefined {
  return tabs.find((t) => t.id === requested)?.id ?? tabs[0]?.id;
}

/** 000 §2.5: Anterior/Actual only on the stock and price tabs. */
export function showsChange(tipo: IdTipoNotificacion): boolean {
  return tipo === 1 || tipo === 2;
}

/** The orders tabs (3 new, 4 cancelled): their rows open the order. */
function isOrderType(tipo: IdTipoNotificacion): boolean {
  return tipo === 3 || tipo === 4;
}

/**
 * 000 §2.5: a row opens the order edit on the order tabs and the listing edit on the others.
 * `id` is the order (3, 4) or the listing (1, 2, 6); `idSeller` the seller it belongs to.
 */
export function rowLink(row: {
  idTipoNotificacion: IdTipoNotificacion;
  idSeller: number;
  id: number;
}): string {
  return isOrderType(row.idTipoNotificacion)
    ? `/Ordenes/Editar/${row.id}`
    : `/Publicaciones/Editar/${row.idSeller}/${row.id}`;
}

/** An Anterior/Actual value: a price as `$ 1.234,56` (000 §1), a stock as a whole number. */
export function formatChange(tipo: IdTipoNotificacion, value: number | null): string {
  if (value === null) return '-';
  if (tipo === 2) return formatMoney(centsFromAmount(value));
  return String(value);
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * 000 §1: dates in lists are day-month-year; a notification also shows its time:
 * `dd/mm/yyyy hh:mm` in the market's time zone whatever the browser's (or the one given).
 */
export function formatFechaHora(iso: string, timeZone: string = MARKET_TIME_ZONE): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? '0');
  return `${pad(part('day'))}/${pad(part('month'))}/${part('year')} ${pad(part('hour'))}:${pad(part('minute'))}`;
}

/** The selection after a click on the select-all box: all rows, or none when all were chosen. */
export function toggleAll(selected: ReadonlySet<number>, rowIds: readonly number[]): Set<number> {
  const allChosen = rowIds.length > 0 && rowIds.every((id) => selected.has(id));
  return allChosen ? new Set() : new Set(rowIds);
}

/** The selection after a click on one row's box. */
export function toggleOne(selected: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** The chosen ids that are still rows of the list (marked rows disappear from it). */
export function chosenRows(selected: ReadonlySet<number>, rowIds: readonly number[]): number[] {
  return rowIds.filter((id) => selected.has(id));
}
