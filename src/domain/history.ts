// Issue 35 point 1: the Historial of a record with a workflow. The journal (`audit`, DECISIONS
// 10) keeps each change: entity, id, from, to, event, user, time, and since migration 0020 the
// detail given with it and the batch it came from. What follows is how a row reads on the
// screen: the states in the spec's labels, the event as an action in words, the detail as lines.
// The areas say, per entity of the journal, how its rows read (server/<area>/history.ts).

/** Rows of a Historial page. */
export const HISTORY_PAGE_SIZE = 50;

/** Shown when a Historial could not be read and the answer names no reason. */
export const HISTORY_LOAD_FAILED = 'No se pudo obtener el historial.';

/** Shown for a record without a change in the journal. */
export const HISTORY_EMPTY = 'Sin cambios registrados.';

/** Said where a row written before the journal kept details lacks the one its event carries. */
export const SIN_DETALLE = 'sin detalle';

/** What a journal row may say besides from -> to (the `detalle` column, JSON). */
export interface AuditDetail {
  /** The reason chosen (a cancellation's, a rejection's), in words. */
  motivo?: string | null;
  /** What the person wrote with it. */
  comentario?: string | null;
  /** The file sent or deleted. */
  archivo?: string | null;
  /** The number of what was added (a payment coupon). */
  numero?: string | null;
  /** A value before and after (an amount, a URL). */
  anterior?: string | null;
  nuevo?: string | null;
}

/** How each detail reads, in the order the lines are shown. */
export const detailLabels: Record<keyof AuditDetail, string> = {
  motivo: 'Motivo',
  comentario: 'Comentario',
  archivo: 'Archivo',
  numero: 'Número',
  anterior: 'Antes',
  nuevo: 'Ahora',
};

/** How one event of an entity reads: its action in words and the details it carries. */
export interface HistoryEventText {
  accion: string;
  /** The details a row of this event carries (an old row without them: 'sin detalle'). */
  detalle?: readonly (keyof AuditDetail)[];
  /** What desde/hacia hold for this event when they are values, not states (an amount). */
  values?: HistoryValues;
}

/**
 * Where desde/hacia are values, not states: the detail each stands for, and how it reads. A
 * detail the row keeps itself wins (a newer row says it better, e.g. an amount with its sign).
 */
export interface HistoryValues {
  desde?: keyof AuditDetail;
  hacia?: keyof AuditDetail;
  text?: (value: string) => string;
  /** Said only when desde and hacia differ (a type kept by an edit says nothing). */
  onlyChanged?: boolean;
}

/** How the rows of one entity of the journal read. */
export interface HistoryEntityText {
  /** A stored state (the journal's desde/hacia) in the spec's label; null: not shown. */
  state: (value: string) => string | null;
  /** What desde/hacia hold when they are values, not states (a coupon, a URL), as details. */
  values?: HistoryValues;
  events: Record<string, HistoryEventText>;
}

/** A journal row as it is read for a Historial. */
export interface AuditRow {
  entidad: string;
  desde: string | null;
  hacia: string | null;
  evento: string;
  detalle: AuditDetail | null;
  lote: string | null;
}

/** A row of a Historial, in words (the user and the time are added by the reader). */
export interface HistoryLine {
  desde: string | null;
  hacia: string | null;
  accion: string;
  detalle: string[];
  lote: string | null;
}

/** An event no text names (a journal row of an event added later): its code, readable. */
const fallbackAction = (evento: string) =>
  evento.charAt(0) + evento.slice(1).toLowerCase().replaceAll('_', ' ');

export function historyLine(
  row: AuditRow,
  entities: Readonly<Record<string, HistoryEntityText>>,
): HistoryLine {
  const entity = entities[row.entidad];
  const text = entity?.events[row.evento];
  const values = text?.values ?? entity?.values ?? {};
  const detail: AuditDetail = { ...(row.detalle ?? {}) };
  const valueText = values.text ?? ((v: string) => v);
  // A value kept by the change (onlyChanged) is not a change to tell.
  const told = !(values.onlyChanged === true && row.desde === row.hacia);
  for (const side of ['desde', 'hacia'] as const) {
    const key = values[side];
    const value = row[side];
    if (told && key !== undefined && value !== null && detail[key] == null) {
      detail[key] = valueText(value);
    }
  }
  const state = (v: string | null, asValue: boolean) =>
    v === null || asValue || entity === undefined ? null : entity.state(v);
  const lines = (Object.keys(detailLabels) as (keyof AuditDetail)[]).flatMap((key) => {
    const value = detail[key];
    return value === undefined || value === null || value === ''
      ? []
      : [`${detailLabels[key]}: ${value}`];
  });
  const expected = text?.detalle ?? [];
  const missing = row.detalle === null && expected.some((key) => detail[key] == null);
  return {
    desde: state(row.desde, values.desde !== undefined),
    hacia: state(row.hacia, values.hacia !== undefined),
    accion: text?.accion ?? fallbackAction(row.evento),
    detalle: missing ? [...lines, SIN_DETALLE] : lines,
    lote: row.lote,
  };
}
