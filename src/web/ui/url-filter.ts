// A list's filter (and its page) kept in the URL's search, so that a filtered view can be
// bookmarked, reloaded and shared, and the browser's back button returns to it. The sidebar
// opens every screen with no search, which is how it clears the filters (000 §2.3).
//
// How a list screen uses it (see src/web/listings/list-filter-state.ts and routes.tsx):
//   1. its state is a flat object; each field has a URL field below (`textField('skuSeller', 30)`,
//      `dayField('desde')`, `optionField('marca', 'marcaTexto')`, `pageField('pagina')`, …);
//   2. `const kit = urlFilter(fields, defaults)`; the route declares
//      `validateSearch: kit.validateSearch` (invalid values are dropped, defaults are left out);
//   3. the screen reads `kit.read(route.useSearch())` (the full state, defaults filled in) and
//      changes it with `navigate({ search: kit.write(next) })` (only what differs from the
//      defaults is written).
// The router parses each search value as JSON when it can ('2' is the number 2, '"2"' the text
// '2') and writes it back the same way, so the fields below accept both forms.

/** A value as it is written to the URL. */
export type SearchValue = string | number;
/** A validated search: only the values that differ from the defaults. */
export type UrlSearch = Partial<Record<string, SearchValue>>;
/** The search as the router parsed it, before validation. */
export type RawSearch = Readonly<Record<string, unknown>>;

/** One field of the state: how it is read from the search and written to it. */
export interface UrlField<T> {
  /** The value in the search; undefined when it is missing or not valid (the default is used). */
  read: (search: RawSearch) => T | undefined;
  /** The search values of a value ('' stands for "none" of a nullable field). */
  write: (value: T) => Record<string, SearchValue>;
}

export type UrlFields<S> = { [K in keyof S]: UrlField<S[K]> };

/** A text of the URL: a string, or a number the router parsed from one. */
function textOf(raw: unknown): string | undefined {
  if (typeof raw === 'string') return raw;
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw);
  return undefined;
}

/**
 * A text as it is written: a whole number's digits as that number (`seller=2`, not the quoted
 * `seller=%222%22` the router writes for a text that reads as JSON); read back by textOf.
 */
function urlText(text: string): SearchValue {
  return /^(0|[1-9]\d{0,14})$/.test(text) ? Number(text) : text;
}

/** A free text (a SKU), cut to `maxLength`. */
export function textField(key: string, maxLength: number): UrlField<string> {
  return {
    read: (search) => textOf(search[key])?.slice(0, maxLength),
    write: (value) => ({ [key]: urlText(value) }),
  };
}

/** A whole number that `accept` admits (a page, a Stock option). */
export function numberField(key: string, accept: (n: number) => boolean): UrlField<number> {
  return {
    read: (search) => {
      const n = Number(textOf(search[key]) ?? NaN);
      return Number.isInteger(n) && accept(n) ? n : undefined;
    },
    write: (value) => ({ [key]: value }),
  };
}

/** A whole number that `accept` admits, or none ('' in the URL): an Estado, a listing type. */
export function optionalNumberField(
  key: string,
  accept: (n: number) => boolean,
): UrlField<number | null> {
  const number = numberField(key, accept);
  return {
    read: (search) => (search[key] === '' ? null : number.read(search)),
    write: (value) => ({ [key]: value ?? '' }),
  };
}

/** The 1-based page of a list: `pagina=3`; the first page is the default. */
export function pageField(key: string): UrlField<number> {
  return numberField(key, (n) => n >= 1);
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A YYYY-MM-DD day, or none ('' in the URL: the bound was cleared). */
export function dayField(key: string): UrlField<string | null> {
  return {
    read: (search) => {
      const raw = search[key];
      if (raw === '') return null;
      return typeof raw === 'string' && ISO_DAY.test(raw) ? raw : undefined;
    },
    write: (value) => ({ [key]: value ?? '' }),
  };
}

/** A yes/no (whether a card is open): 1 or 0. */
export function flagField(key: string): UrlField<boolean> {
  return {
    read: (search) => {
      const raw = search[key];
      if (raw === 1 || raw === true || raw === '1') return true;
      if (raw === 0 || raw === false || raw === '0') return false;
      return undefined;
    },
    write: (value) => ({ [key]: value ? 1 : 0 }),
  };
}

/** A chosen option of a searchable select: the code sent and the text shown. */
export interface ChosenOption {
  value: string;
  label: string;
}

/**
 * A chosen option of a server-search select (a seller, a brand): its code under `key` and its
 * label under `labelKey`, so that a reloaded or shared view shows the option's name without
 * asking the server (a missing label shows the code). None is '' (or no key).
 */
export function optionField(
  key: string,
  labelKey: string,
  maxValue = 20,
  maxLabel = 200,
): UrlField<ChosenOption | null> {
  return {
    read: (search) => {
      const value = textOf(search[key]);
      if (value === undefined) return undefined;
      if (value.trim() === '') return null;
      const label = textOf(search[labelKey]) ?? value;
      return { value: value.slice(0, maxValue), label: label.slice(0, maxLabel) };
    },
    write: (option) =>
      option === null
        ? { [key]: '' }
        : { [key]: urlText(option.value), [labelKey]: urlText(option.label) },
  };
}

export interface UrlFilter<S> {
  /** The route's validateSearch: the valid values that differ from the defaults. */
  validateSearch: (search: RawSearch) => UrlSearch;
  /** The full state of a search: its valid values, the defaults for the rest. */
  read: (search: RawSearch, now?: Date) => S;
  /** The search of a state: only what differs from the defaults. */
  write: (state: S, now?: Date) => UrlSearch;
}

/**
 * The URL kit of one list. `defaults` may depend on the day (a date range ending today);
 * `normalize` fixes combinations the fields cannot see alone (a range whose start is after its
 * end).
 */
export function urlFilter<S extends object>(
  fields: UrlFields<S>,
  defaults: (now: Date) => S,
  normalize: (state: S) => S = (state) => state,
): UrlFilter<S> {
  const keys = Object.keys(fields) as (keyof S)[];
  const read = (search: RawSearch, now: Date = new Date()): S => {
    const state = { ...defaults(now) };
    for (const key of keys) {
      const value = fields[key].read(search);
      if (value !== undefined) state[key] = value;
    }
    return normalize(state);
  };
  const write = (state: S, now: Date = new Date()): UrlSearch => {
    const base = defaults(now);
    const search: UrlSearch = {};
    for (const key of keys) {
      const field = fields[key];
      const written = field.write(state[key]);
      if (JSON.stringify(written) !== JSON.stringify(field.write(base[key]))) {
        Object.assign(search, written);
      }
    }
    return search;
  };
  return { validateSearch: (search) => write(read(search)), read, write };
}

/**
 * The query string the router writes for a search (a value that would read back as JSON, e.g.
 * the text '123', is written quoted): for links built outside the router (tests).
 */
export function searchString(search: UrlSearch): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined) continue;
    params.set(key, typeof value === 'number' ? String(value) : quotedIfJson(value));
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

function quotedIfJson(text: string): string {
  try {
    JSON.parse(text);
    return JSON.stringify(text);
  } catch {
    return text;
  }
}

/** What a list screen hands its FilterPanel: the applied filter, 'Buscar' and 'Limpiar'. */
export interface UrlListFilter<S> {
  applied: S;
  onSearch: (draft: S) => void;
  onClear: () => void;
}

/** A list screen's filter and page, read from the route's search and changed through it. */
export interface UrlList<S> {
  /** The full state of the route's search. */
  applied: S;
  /** The FilterPanel's props: 'Buscar' applies the draft from the first page. */
  filter: UrlListFilter<S>;
  /** Another page of the applied filter (the pager). */
  onPage: (pagina: number) => void;
}

/**
 * The URL side of a filtered list paged by the server (the card lists of 001): `onChange`
 * navigates to a state (the route writes it with `kit.write`). 'Limpiar' goes to `cleared`,
 * computed on the click (by default the kit's defaults, which may depend on the day).
 */
export function urlList<S extends { pagina: number }>(
  kit: UrlFilter<S>,
  search: RawSearch,
  onChange: (state: S) => void,
  cleared: () => S = () => kit.read({}),
): UrlList<S> {
  const applied = kit.read(search);
  return {
    applied,
    filter: {
      applied,
      onSearch: (draft) => onChange({ ...draft, pagina: 1 }),
      onClear: () => onChange(cleared()),
    },
    onPage: (pagina) => onChange({ ...applied, pagina }),
  };
}
