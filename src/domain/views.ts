// Saved views (issue 35 point 3): a user's named filters of a list, kept in the database. The
// rules live here once: the lists that have views (each a route path of the route table,
// src/domain/menu.ts), who sees a list's views (whoever may open the list: its menu item, the
// user's type and hiddenItemsIds), the limits of a name and of a search, and the texts.
import { mayOpenRoute, type MenuSession } from './menu.ts';
import { TipoUsuario, signedIn } from './roles.ts';

/** The lists with a URL filter, by their route path: the key a view is stored under. */
export const savedViewLists = [
  '/Ordenes',
  '/OrdenesProveedores',
  '/Publicaciones',
  '/Rebates',
  '/Novedades',
  '/Liquidaciones',
  '/Usuarios',
  '/Sellers',
  '/Planes',
  '/Tipo/Publicaciones',
] as const;

export type SavedViewList = (typeof savedViewLists)[number];

export function isSavedViewList(value: unknown): value is SavedViewList {
  return typeof value === 'string' && (savedViewLists as readonly string[]).includes(value);
}

/** At most this many views per list and user. */
export const MAX_VIEWS_PER_LIST = 20;
/** A name's length, trimmed, in characters as a reader counts them. */
export const VIEW_NAME_MAX = 40;
/** A search: at most this many fields, each text this long, the whole JSON this long. */
export const VIEW_SEARCH_MAX_FIELDS = 30;
export const VIEW_SEARCH_MAX_TEXT = 200;
export const VIEW_SEARCH_MAX_JSON = 2000;
/** The page of the list is not part of a view: a view opens on the first page. */
export const VIEW_PAGE_FIELD = 'pagina';

export const viewMessages = {
  nameLength: `El nombre debe tener entre 1 y ${String(VIEW_NAME_MAX)} caracteres.`,
  nameInvalid: 'El nombre contiene caracteres no válidos.',
  duplicate: 'Ya tiene una vista con ese nombre.',
  tooMany: `Puede guardar hasta ${String(MAX_VIEWS_PER_LIST)} vistas por listado.`,
  unknownList: 'El listado indicado no admite vistas guardadas.',
  listForbidden: 'No puede guardar vistas de un listado que no tiene disponible.',
  searchInvalid: 'El filtro de la vista no es válido.',
  notFound: 'La vista no existe o ya fue eliminada.',
  loadFailed: 'No se pudieron obtener las vistas guardadas.',
  saveFailed: 'No se pudo guardar la vista.',
  renameFailed: 'No se pudo cambiar el nombre de la vista.',
  deleteFailed: 'No se pudo eliminar la vista.',
  saved: 'Vista guardada',
  renamed: 'Vista renombrada',
  deleted: 'Vista eliminada',
} as const;

/** A view's search: the list's URL search, its values texts and numbers. */
export type ViewSearch = Record<string, string | number>;

const graphemes = new Intl.Segmenter('es', { granularity: 'grapheme' });

function length(text: string): number {
  return Array.from(graphemes.segment(text)).length;
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** The name to store (trimmed), or the message that refuses it. */
export function checkViewName(raw: string): { nombre: string } | { error: string } {
  const nombre = raw.trim();
  const n = length(nombre);
  if (n < 1 || n > VIEW_NAME_MAX) return { error: viewMessages.nameLength };
  if (CONTROL.test(nombre)) return { error: viewMessages.nameInvalid };
  return { nombre };
}

/** The key a name is unique by (per list and user): case and surrounding spaces aside. */
export function viewNameKey(nombre: string): string {
  return nombre.trim().toLocaleLowerCase('es');
}

const FIELD = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;

/**
 * The search to store, or null when it is not one: a plain object of at most
 * VIEW_SEARCH_MAX_FIELDS fields named like a URL filter's, each a text (no control
 * characters, at most VIEW_SEARCH_MAX_TEXT long) or a finite number; its JSON at most
 * VIEW_SEARCH_MAX_JSON long. The page field is left out.
 */
export function checkViewSearch(raw: unknown): ViewSearch | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  if (Object.getPrototypeOf(raw) !== Object.prototype && Object.getPrototypeOf(raw) !== null) {
    return null;
  }
  const entries = Object.entries(raw);
  if (entries.length > VIEW_SEARCH_MAX_FIELDS) return null;
  const search: ViewSearch = {};
  for (const [key, value] of entries) {
    if (!FIELD.test(key)) return null;
    if (typeof value === 'number') {
      if (!Number.isFinite(value)) return null;
    } else if (typeof value === 'string') {
      if (value.length > VIEW_SEARCH_MAX_TEXT || CONTROL.test(value)) return null;
    } else {
      return null;
    }
    if (key !== VIEW_PAGE_FIELD) search[key] = value;
  }
  if (JSON.stringify(search).length > VIEW_SEARCH_MAX_JSON) return null;
  return search;
}

/**
 * Who saves, renames and deletes views: every signed-in type but read-only, which changes
 * nothing (issue 17 point 6); it has no views to list either.
 */
export const viewWriters: readonly TipoUsuario[] = signedIn.filter(
  (t) => t !== TipoUsuario.soloLectura,
);

export function mayWriteViews(tipoUsuario: number): boolean {
  return (viewWriters as readonly number[]).includes(tipoUsuario);
}

/** Whether the session sees the views of a list: it may open the list's screen. */
export function mayUseViewsOf(lista: string, session: MenuSession): boolean {
  return isSavedViewList(lista) && mayOpenRoute(lista, session);
}

/** The lists whose views the session sees. */
export function viewListsOf(session: MenuSession): SavedViewList[] {
  return savedViewLists.filter((lista) => mayOpenRoute(lista, session));
}
