// Issue 35 point 2: "waiting for this role" is the machine's answer. A queue names the events
// that act on its records; this file walks the stored states a machine restores from (each
// stored column that the machine reads, with every value it may hold), asks the machine at each
// one whether the role's event is accepted (the same question the buttons and the server's
// writes ask: machines/stored.ts), and turns the states found into SQL on those columns. It runs
// once, when the server starts: a rule changed in a machine changes the queue, with nothing
// copied here.

/** A value of a stored column the machine reads (an estado, a flag). */
export type StoredValue = number | boolean;

/** A stored column: the machine's input field, its SQL and every value it may hold. */
export interface StoredDimension {
  /** The machine's input field (`estado`, `anuladaPorMarket`, …). */
  field: string;
  /** The same thing in SQL, on the list's table alias (`o.estado`). */
  sql: string;
  values: readonly StoredValue[];
}

/** A stored state: one value per dimension, keyed by field. */
export type StoredState = Readonly<Record<string, StoredValue>>;

/** Every stored state of the dimensions (their product). */
export function storedStates(dims: readonly StoredDimension[]): StoredState[] {
  let states: Record<string, StoredValue>[] = [{}];
  for (const dim of dims) {
    states = states.flatMap((s) => dim.values.map((v) => ({ ...s, [dim.field]: v })));
  }
  return states;
}

/** The stored states in which `accepts` (the machine's answer) holds. */
export function statesWhere(
  dims: readonly StoredDimension[],
  accepts: (state: StoredState) => boolean,
): StoredState[] {
  return storedStates(dims).filter(accepts);
}

const key = (state: StoredState, dims: readonly StoredDimension[]) =>
  JSON.stringify(dims.map((d) => state[d.field]));

/**
 * The dimensions the states depend on: a dimension is left out when, for every state found,
 * every other value of it is found too (e.g. a cancellation request is decided whether or not it
 * has a reason: the reason's column is not read).
 */
export function relevantDimensions(
  dims: readonly StoredDimension[],
  states: readonly StoredState[],
): StoredDimension[] {
  let kept = [...dims];
  for (const dim of dims) {
    const found = new Set(states.map((s) => key(s, kept)));
    const irrelevant = states.every((s) =>
      dim.values.every((v) => found.has(key({ ...s, [dim.field]: v }, kept))),
    );
    if (irrelevant) kept = kept.filter((d) => d !== dim);
  }
  return kept;
}

const literal = (value: StoredValue) =>
  typeof value === 'boolean' ? String(value) : String(Math.trunc(value));

/**
 * The SQL condition that holds exactly in `states` (on the dimensions' columns): `false` when
 * none, `true` when every state, `col IN (…)` on one column, `(a, b) IN ((…), …)` on several.
 * Only the machine's numbers and booleans are written into it.
 */
export function statesSql(dims: readonly StoredDimension[], states: readonly StoredState[]) {
  if (states.length === 0) return 'false';
  const kept = relevantDimensions(dims, states);
  if (kept.length === 0) return 'true';
  const tuples = [...new Set(states.map((s) => key(s, kept)))]
    .map((k) => (JSON.parse(k) as StoredValue[]).map(literal))
    .sort();
  if (kept.length === 1) {
    const [dim] = kept;
    return `${dim?.sql ?? ''} IN (${tuples.map((t) => t[0]).join(', ')})`;
  }
  return `(${kept.map((d) => d.sql).join(', ')}) IN (${tuples
    .map((t) => `(${t.join(', ')})`)
    .join(', ')})`;
}
