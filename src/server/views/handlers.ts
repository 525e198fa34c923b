// Saved views (issue 35 point 3; openapi/views.yaml): the session user's named filters of the
// lists. Each user sees and changes only its own views (another's id is 404, as a missing one),
// and only those of the lists it may open now (src/domain/views.ts): a view of a screen hidden
// since stays stored but is neither listed nor changed. A save counts the user's views of the
// list with the user's row locked, and a unique index backs the name, so the limit of 20 and
// the uniqueness hold under concurrent saves on PGlite and PostgreSQL alike.
import type { Handlers, Session } from '../http/contract.ts';
import { noContent } from '../http/contract.ts';
import { badRequest, forbidden, notFound } from '../http/errors.ts';
import type { Services } from '../services.ts';
import {
  MAX_VIEWS_PER_LIST,
  checkViewName,
  checkViewSearch,
  isSavedViewList,
  mayUseViewsOf,
  mayWriteViews,
  viewListsOf,
  viewMessages,
  type SavedViewList,
} from '../../domain/views.ts';
import {
  countViews,
  deleteView,
  insertView,
  listViews,
  loadView,
  lockUser,
  nameTaken,
  renameView,
  type ViewRow,
} from './repository.ts';

type Operation = 'listarVistas' | 'crearVista' | 'renombrarVista' | 'eliminarVista';

function toView(r: ViewRow) {
  if (!isSavedViewList(r.lista)) throw new Error(`lista desconocida ${r.lista}`);
  return { idVista: r.id_vista, lista: r.lista, nombre: r.nombre, busqueda: r.busqueda };
}

function nameOf(raw: string): string {
  const checked = checkViewName(raw);
  if ('error' in checked) throw badRequest(checked.error);
  return checked.nombre;
}

/** Postgres' unique violation: a concurrent save took the name first. */
const isUniqueViolation = (e: unknown): boolean =>
  typeof e === 'object' && e !== null && (e as { code?: unknown }).code === '23505';

async function duplicateAsBadRequest<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (isUniqueViolation(e)) throw badRequest(viewMessages.duplicate);
    throw e;
  }
}

export function viewsHandlers(s: Services): Pick<Handlers, Operation> {
  /** One of the session user's views of a list it may open, else 404. */
  function visible(session: Session, row: ViewRow | null): ViewRow {
    if (row === null || !mayUseViewsOf(row.lista, session)) throw notFound(viewMessages.notFound);
    return row;
  }

  return {
    async listarVistas({ session, query }) {
      const lists: SavedViewList[] = viewListsOf(session).filter(
        (l) => query.Lista === undefined || l === query.Lista,
      );
      const rows = lists.length === 0 ? [] : await listViews(s.db, session.userId, lists);
      return { elementos: rows.map(toView), puedeGuardar: mayWriteViews(session.tipoUsuario) };
    },

    async crearVista({ session, body }) {
      if (!isSavedViewList(body.lista)) throw badRequest(viewMessages.unknownList);
      if (!mayUseViewsOf(body.lista, session)) throw forbidden(viewMessages.listForbidden);
      const nombre = nameOf(body.nombre);
      const busqueda = checkViewSearch(body.busqueda);
      if (busqueda === null) throw badRequest(viewMessages.searchInvalid);
      const row = await duplicateAsBadRequest(() =>
        s.db.tx(async (q) => {
          await lockUser(q, session.userId);
          if (await nameTaken(q, session.userId, body.lista, nombre, null)) {
            throw badRequest(viewMessages.duplicate);
          }
          if ((await countViews(q, session.userId, body.lista)) >= MAX_VIEWS_PER_LIST) {
            throw badRequest(viewMessages.tooMany);
          }
          return insertView(q, session.userId, body.lista, nombre, busqueda);
        }),
      );
      return toView(row);
    },

    async renombrarVista({ session, body }) {
      const nombre = nameOf(body.nombre);
      const row = await duplicateAsBadRequest(() =>
        s.db.tx(async (q) => {
          await lockUser(q, session.userId);
          const view = visible(session, await loadView(q, session.userId, body.idVista, true));
          if (await nameTaken(q, session.userId, view.lista, nombre, view.id_vista)) {
            throw badRequest(viewMessages.duplicate);
          }
          return renameView(q, view.id_vista, nombre);
        }),
      );
      return toView(row);
    },

    async eliminarVista({ session, query }) {
      await s.db.tx(async (q) => {
        const view = visible(session, await loadView(q, session.userId, query.idVista, true));
        await deleteView(q, view.id_vista);
      });
      return noContent;
    },
  };
}
