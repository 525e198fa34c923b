// Publication types (001 §2.7, §3, §5, §7, §8; DECISIONS 27; issue 18 points 6-8): the list, one
// type, create, save, delete and the association of plan groups, for category and the admin
// moderator. The checks are the forms' own (src/domain/plan-rules.ts). Changing a type's
// instalments or plan groups notifies (6) every seller with live listings of it, in the same
// transaction; a type in use is not deleted.
import type { Handlers } from '../http/contract.ts';
import { noContent } from '../http/contract.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { hasControlCharacters } from '../db/text-search.ts';
import type { Queryable } from '../db/db.ts';
import type { Services } from '../services.ts';
import { notifyMany } from '../shared/notify.ts';
import {
  PLANS_PAGE_SIZE,
  publicationTypeError,
  publicationTypeMessages,
} from '../../domain/plan-rules.ts';
import {
  countGroups,
  deleteType,
  insertType,
  loadType,
  searchTypes,
  sellersListingType,
  setTypeGroups,
  typeUses,
  updateType,
  type TypeRow,
} from './repository.ts';

type Operation =
  | 'buscarTiposPublicacionAdmin'
  | 'obtenerTipoPublicacion'
  | 'crearTipoPublicacion'
  | 'modificarTipoPublicacion'
  | 'eliminarTipoPublicacion'
  | 'asociarGrupoPlanes';

function toType(r: TypeRow) {
  return {
    idTipoPublicacion: r.id_tipo_publicacion,
    codigo: r.codigo,
    descripcion: r.descripcion,
    comision: Number(r.comision),
    cantidadCuotas: r.cantidad_cuotas,
    grupoPlanes: (r.grupos ?? []).map((g) => ({
      idGrupoPlan: g.idGrupoPlan,
      descripcion: g.descripcion,
      comision: Number(g.comision),
    })),
  };
}

function checkText(text: string | undefined): void {
  if (text !== undefined && hasControlCharacters(text)) {
    throw badRequest('La descripción contiene caracteres no válidos.');
  }
}

/** 001 §5 in order (400 with the first failed text); the values to store. */
function checkType(body: {
  descripcion: string;
  comision: number | null;
  cantidadCuotas: number | null;
}) {
  checkText(body.descripcion);
  const error = publicationTypeError({
    descripcion: body.descripcion,
    comision: body.comision === null ? '' : String(body.comision),
    cantidadCuotas: body.cantidadCuotas === null ? '' : String(body.cantidadCuotas),
  });
  if (error !== null) throw badRequest(error);
  return {
    descripcion: body.descripcion.trim(),
    comision: (body.comision ?? 0).toFixed(2),
    cuotas: body.cantidadCuotas ?? 0,
  };
}

/** DECISIONS 27: the instalment notification (6) for every seller with live listings of it. */
async function notifyInstalments(q: Queryable, id: number, antes: number, ahora: number) {
  const rows = await sellersListingType(q, id);
  await notifyMany(
    q,
    rows.map((r) => ({
      tipo: 6 as const,
      idSeller: r.id_seller,
      idPublicacion: r.id_publicacion,
      codigoProducto: r.sku_market,
      imagen: r.imagen,
      titulo: r.titulo,
      cuotasAnteriores: antes,
      cuotasActuales: ahora,
    })),
  );
}

export function publicationTypesHandlers(s: Services): Pick<Handlers, Operation> {
  async function answer(q: Queryable, id: number) {
    const row = await loadType(q, id);
    if (!row) throw notFound(publicationTypeMessages.notFound);
    return toType(row);
  }

  return {
    async buscarTiposPublicacionAdmin({ query }) {
      checkText(query.Descripcion);
      const { total, rows } = await searchTypes(
        s.db,
        query.Descripcion,
        query.NumeroPagina ?? 1,
        query.CantidadPagina ?? PLANS_PAGE_SIZE,
      );
      return { elementos: rows.map(toType), cantidadTotal: total };
    },

    async obtenerTipoPublicacion({ query }) {
      return answer(s.db, query.id);
    },

    async crearTipoPublicacion({ body }) {
      const v = checkType(body);
      return s.db.tx(async (q) =>
        answer(q, await insertType(q, v.descripcion, v.comision, v.cuotas)),
      );
    },

    async modificarTipoPublicacion({ body }) {
      return s.db.tx(async (q) => {
        const before = await loadType(q, body.idTipoPublicacion, true);
        if (!before) throw notFound(publicationTypeMessages.notFound);
        const v = checkType(body);
        await updateType(q, body.idTipoPublicacion, v.descripcion, v.comision, v.cuotas);
        if (before.cantidad_cuotas !== v.cuotas) {
          await notifyInstalments(q, body.idTipoPublicacion, before.cantidad_cuotas, v.cuotas);
        }
        return answer(q, body.idTipoPublicacion);
      });
    },

    async eliminarTipoPublicacion({ query, body }) {
      // 001 §7: the id travels form-encoded; the query's `?id=` is still read (openapi/).
      if (body?.id !== undefined && query.id !== undefined && body.id !== query.id) {
        throw badRequest(publicationTypeMessages.deleteIdMismatch);
      }
      const id = body?.id ?? query.id;
      if (id === undefined) throw badRequest(publicationTypeMessages.deleteIdMissing);
      await s.db.tx(async (q) => {
        if (!(await loadType(q, id, true))) throw notFound(publicationTypeMessages.notFound);
        const uses = await typeUses(q, id);
        if (uses.listings > 0 || uses.orders > 0) {
          throw conflict(publicationTypeMessages.inUse(uses.listings));
        }
        await deleteType(q, id);
      });
      return noContent;
    },

    async asociarGrupoPlanes({ body }) {
      return s.db.tx(async (q) => {
        const before = await loadType(q, body.idTipoPublicacion, true);
        if (!before) throw notFound(publicationTypeMessages.notFound);
        const ids = [...new Set(body.listaIdsGrupoPlanes)].sort((a, b) => a - b);
        if ((await countGroups(q, ids)) !== ids.length) {
          throw badRequest(publicationTypeMessages.unknownGroup);
        }
        const had = (before.grupos ?? []).map((g) => g.idGrupoPlan).sort((a, b) => a - b);
        await setTypeGroups(q, body.idTipoPublicacion, ids);
        if (had.join(',') !== ids.join(',')) {
          await notifyInstalments(
            q,
            body.idTipoPublicacion,
            before.cantidad_cuotas,
            before.cantidad_cuotas,
          );
        }
        return answer(q, body.idTipoPublicacion);
      });
    },
  };
}
