// 000 §7 (GET /api/Seller/Buscar, the sellers filter), 000 §2.3 (the top bar's store name) and the
// sellers area of 001 (§2.3, §3-§9): the list, the detail, create, edit, delete, the status
// toggle (machines/seller.ts decides it), the catalogues, the postal-code lookup, publication
// types, CDN banners and own logistics. Sellers only ever see and change their own seller (000
// §6, 001 §6); all SQL is in ./repository.ts.
import { historyPage } from '../history.ts';
import { sellerHistoryEntities, sellerHistoryTexts } from './history.ts';
import {
  centsFromAmount,
  decimalFromCents,
  amountFromCents,
  centsFromDecimal,
} from '../../domain/money.ts';
import { decryptPassword } from '../../domain/password-cipher.ts';
import { isSellerScoped, isStaff } from '../../domain/roles.ts';
import {
  checkLogisticsCell,
  isBannerUrl,
  logisticsZones,
  mayChangeBilling,
  mayChangeFreeShipping,
  mayEnableOwnLogistics,
  staffOnlySellerFields,
  validateSellerFields,
  validateSellerUser,
} from '../../domain/seller-rules.ts';
import { sellerMessages as m } from '../../domain/texts/sellers.ts';
import { validateNewPassword } from '../../domain/password.ts';
import { isValidEmail } from '../../domain/email.ts';
import { eventForEstadoSeller, sellerDecision, sellerOutcome } from '../../../machines/seller.ts';
import { audit } from '../audit.ts';
import type { Queryable } from '../db/db.ts';
import { sniffImage } from '../files/store.ts';
import type { Handlers, RequestBody, Session } from '../http/contract.ts';
import { badRequest, conflict, forbidden, notFound } from '../http/errors.ts';
import type { Services } from '../services.ts';
import { hashPassword } from '../shared/passwords.ts';
import { checkSellerScope, sellerScope } from '../shared/seller-scope.ts';
import { allowedOutcome } from '../workflow.ts';
import * as repo from './repository.ts';
import type { SellerDetailRow, SellerRow, SellerWrite } from './repository.ts';

export const PAGE_SIZE = 10;
/** DECISIONS 8: images are at most 512000 bytes. */
const MAX_LOGO_BYTES = 512_000;

function toSeller(r: SellerRow) {
  return {
    idSeller: r.id_seller,
    descripcion: r.razon_social,
    razonSocial: r.razon_social,
    nombreTienda: r.nombre_tienda,
    cuit: r.cuit,
    email: r.email,
    estado: r.estado,
    tiendaActiva: r.tienda_activa,
  };
}

type SellerOps =
  | 'buscarSellers'
  | 'obtenerSeller'
  | 'listarSellers'
  | 'obtenerSellerDetalle'
  | 'historialSeller'
  | 'crearSeller'
  | 'editarSeller'
  | 'eliminarSeller'
  | 'cambiarEstadoSeller'
  | 'tiposFacturacion'
  | 'integradores'
  | 'localidadProvincia'
  | 'claveCifrado'
  | 'obtenerTokenUsuario'
  | 'tiposPublicacionSeller'
  | 'asociarTiposPublicacion'
  | 'editarCdnSeller'
  | 'crearCdnSeller'
  | 'obtenerLogisticaPropia'
  | 'actualizarLogisticaPropia';

type Campos = RequestBody<'editarSeller'>;

const address = (r: repo.SellerListRow) =>
  [
    [r.domicilio, r.numero_domicilio === null ? null : String(r.numero_domicilio)]
      .filter(Boolean)
      .join(' '),
    r.localidad,
    r.provincia,
  ]
    .filter((p) => p !== null && p !== '')
    .join(', ');

const nullIfBlank = (v: string | null | undefined) =>
  v === null || v === undefined || v.trim() === '' ? null : v.trim();

/** The stored value of each field as PUT /api/Seller names it (for the staff-only check). */
function storedCampos(r: SellerDetailRow): Record<(typeof staffOnlySellerFields)[number], unknown> {
  return {
    razonSocial: r.razon_social,
    cuit: r.cuit,
    idIntegrador: r.id_integrador,
    urlPushOrdenes: r.url_push_ordenes,
    sufijo: r.sufijo,
    idTipoFacturacion: r.id_tipo_facturacion,
    idEmpresaEnviopack: r.id_empresa_enviopack,
    modalidadEPK: r.modalidad_epk,
    diasCorte: r.dias_corte,
    diasPlazoPago: r.dias_plazo_pago,
    slugTienda: r.slug_tienda,
    tiendaActiva: r.tienda_activa,
    internacional: r.internacional,
    emisionFacturaA: r.emision_factura_a,
  };
}

const same = (a: unknown, b: unknown) =>
  (a ?? null) === (b ?? null) ||
  (typeof a === 'string' && typeof b === 'string' && a.trim() === b.trim());

export function sellersHandlers(s: Services): Pick<Handlers, SellerOps> {
  const secret = s.config.passwordAesSecret;

  /** The clear password of an encrypted field, or 400 when it is not one. */
  async function clear(text: string): Promise<string> {
    const out = await decryptPassword(text, secret);
    if (out === null) throw badRequest(m.passwordUnreadable);
    return out;
  }

  /** The logo as stored: kept, replaced by a checked png/jpeg, or removed. */
  async function logoOf(
    logo: string | null | undefined,
    current: string | null,
  ): Promise<string | null> {
    if (logo === undefined) return current;
    if (logo === null || logo === '') return null;
    if (logo === current) return current;
    const base64 = logo.replace(/^data:[^;,]*;base64,/, '');
    if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) throw badRequest(m.wrongFile);
    const bytes = Buffer.from(base64, 'base64');
    const kind = sniffImage(bytes);
    if (!kind || bytes.length > MAX_LOGO_BYTES) throw badRequest(m.wrongFile);
    const nombre = await s.files.put(kind.extension, kind.tipo, bytes);
    return `/Imagen/${nombre}`;
  }

  /** The catalogue ids a save names must exist (400 otherwise). */
  async function checkCatalogues(q: Queryable, b: Campos): Promise<void> {
    if (b.idIntegrador !== undefined && !(await repo.integratorExists(q, b.idIntegrador)))
      throw badRequest('El integrador indicado no existe.');
    if (
      b.idTipoFacturacion !== undefined &&
      b.idTipoFacturacion !== null &&
      !(await repo.billingTypeExists(q, b.idTipoFacturacion))
    )
      throw badRequest('El tipo de facturación indicado no existe.');
  }

  function writeOf(b: Campos, base: SellerDetailRow | null, urlLogo: string | null): SellerWrite {
    const pick = <T>(v: T | undefined, stored: T): T => (v === undefined ? stored : v);
    return {
      razon_social: b.razonSocial.trim(),
      cuit: b.cuit,
      email: b.email.trim(),
      email_despacho: nullIfBlank(pick(b.emailDespacho, base?.email_despacho ?? null)),
      id_integrador: pick(b.idIntegrador, base?.id_integrador ?? 1),
      nombre_tienda: nullIfBlank(pick(b.nombreTienda, base?.nombre_tienda ?? null)),
      tienda_activa: pick(b.tiendaActiva, base?.tienda_activa ?? true),
      emision_factura_a: pick(b.emisionFacturaA, base?.emision_factura_a ?? false),
      url_logo: urlLogo,
      internacional: pick(b.internacional, base?.internacional ?? false),
      envio_propio: pick(b.envioPropio, base?.envio_propio ?? false),
      domicilio: nullIfBlank(pick(b.domicilio, base?.domicilio ?? null)),
      numero_domicilio: pick(b.numeroDomicilio, base?.numero_domicilio ?? null),
      codigo_postal: pick(b.codigoPostal, base?.codigo_postal ?? null),
      localidad: nullIfBlank(pick(b.localidad, base?.localidad ?? null)),
      provincia: nullIfBlank(pick(b.provincia, base?.provincia ?? null)),
      telefono: nullIfBlank(pick(b.telefono, base?.telefono ?? null)),
      id_tipo_facturacion: pick(b.idTipoFacturacion, base?.id_tipo_facturacion ?? null),
      url_push_ordenes: nullIfBlank(pick(b.urlPushOrdenes, base?.url_push_ordenes ?? null)),
      sufijo: nullIfBlank(pick(b.sufijo, base?.sufijo ?? null))?.toUpperCase() ?? null,
      id_empresa_enviopack: pick(b.idEmpresaEnviopack, base?.id_empresa_enviopack ?? null),
      modalidad_epk: nullIfBlank(pick(b.modalidadEPK, base?.modalidad_epk ?? null)),
      dias_corte: pick(b.diasCorte, base?.dias_corte ?? null),
      dias_plazo_pago: pick(b.diasPlazoPago, base?.dias_plazo_pago ?? null),
      slug_tienda: nullIfBlank(pick(b.slugTienda, base?.slug_tienda ?? null)),
    };
  }

  /** The live seller a call names, within the session's scope (403) and existing (404). */
  async function scopedSeller(q: Queryable, session: Session, idSeller: number, lock = false) {
    checkSellerScope(session, idSeller, m.notYours);
    const row = await repo.loadSellerDetail(q, idSeller, lock);
    if (!row) throw notFound(m.notFound);
    return row;
  }

  async function detail(q: Queryable, row: SellerDetailRow) {
    const [cdn, tipos, usuarios] = await Promise.all([
      repo.sellerBanners(q, row.id_seller),
      repo.sellerTypeIds(q, row.id_seller),
      repo.sellerUsers(q, row.id_seller),
    ]);
    return {
      idSeller: row.id_seller,
      codigo: row.codigo,
      razonSocial: row.razon_social,
      email: row.email ?? '',
      emailDespacho: row.email_despacho,
      cuit: row.cuit ?? '',
      idIntegrador: row.id_integrador,
      nombreTienda: row.nombre_tienda,
      estado: row.estado,
      tiendaActiva: row.tienda_activa,
      emisionFacturaA: row.emision_factura_a,
      idSituacionIva: row.id_situacion_iva,
      logo: row.url_logo,
      internacional: row.internacional,
      envioPropio: row.envio_propio,
      domicilio: row.domicilio,
      numeroDomicilio: row.numero_domicilio,
      codigoPostal: row.codigo_postal,
      localidad: row.localidad,
      provincia: row.provincia,
      telefono: row.telefono,
      idTipoFacturacion: row.id_tipo_facturacion,
      urlPushOrdenes: row.url_push_ordenes,
      sufijo: row.sufijo,
      idEmpresaEnviopack: row.id_empresa_enviopack,
      modalidadEPK: row.modalidad_epk,
      diasCorte: row.dias_corte,
      diasPlazoPago: row.dias_plazo_pago,
      slugTienda: row.slug_tienda,
      cdn: cdn.map((b) => ({
        id: b.id,
        idSeller: b.id_seller,
        descripcion: b.descripcion,
        cdnUrl: b.cdn_url,
        eliminado: b.eliminado,
      })),
      tiposPublicacion: tipos,
      usuarios: usuarios.map((u) => ({
        idUsuario: u.id_usuario,
        nombreUsuario: u.nombre_usuario,
        email: u.email,
        tipoUsuario: u.tipo_usuario,
        activo: u.activo,
      })),
    };
  }

  async function checkTypes(q: Queryable, ids: readonly number[]): Promise<number[]> {
    const unique = [...new Set(ids)];
    if ((await repo.countPublicationTypes(q, unique)) !== unique.length)
      throw badRequest(m.publicationTypeUnknown);
    return unique;
  }

  function checkBanner(b: { descripcion: string; cdnUrl: string }): void {
    if (!isBannerUrl(b.cdnUrl)) throw badRequest(m.bannerUrlInvalid);
  }

  return {
    async buscarSellers({ query, session }) {
      const descripcion = query.Descripcion ?? '';
      // eslint-disable-next-line no-control-regex
      if (/[\u0000-\u001f]/.test(descripcion)) {
        throw badRequest('La descripción contiene caracteres no válidos.');
      }
      const size = query.CantidadPagina ?? query.PageSize ?? PAGE_SIZE;
      const page = query.NumeroPagina ?? query.Page ?? 1;
      // Sellers find only their own seller, whatever IdSeller they send.
      const idSeller = sellerScope(session, query.IdSeller);
      const { rows, total } = await repo.searchSellers(s.db, { idSeller, descripcion, size, page });
      // Read-only and accounting users search sellers for their filters, which show the name:
      // the tax id and the e-mail are the Gestión de Seller(s) screens' (000 §2.3).
      const contact = isStaff(session.tipoUsuario) || isSellerScoped(session.tipoUsuario);
      return {
        paginateSellers: {
          elementos: rows.map((r) =>
            contact ? toSeller(r) : { ...toSeller(r), cuit: null, email: null },
          ),
          cantidadTotal: total,
          cantidadPagina: size,
        },
      };
    },

    async obtenerSeller({ query, session }) {
      checkSellerScope(session, query.idSeller);
      const row = await repo.loadSeller(s.db, query.idSeller);
      if (!row) throw notFound('No se encontró el seller.');
      return toSeller(row);
    },

    async listarSellers({ query }) {
      const razonSocial = query.razonSocial ?? '';
      // eslint-disable-next-line no-control-regex
      if (/[\u0000-\u001f]/.test(razonSocial)) {
        throw badRequest('La razón social contiene caracteres no válidos.');
      }
      const size = query.cantidadPagina ?? PAGE_SIZE;
      const page = query.numeroPagina ?? 1;
      const { rows, total } = await repo.listSellers(s.db, { razonSocial, size, page });
      return {
        paginateSellers: {
          elementos: rows.map((r) => ({
            idSeller: r.id_seller,
            razonSocial: r.razon_social,
            cuit: r.cuit,
            email: r.email,
            telefono: r.telefono,
            domicilio: address(r),
            estado: r.estado,
          })),
          cantidadTotal: total,
          cantidadPagina: size,
        },
      };
    },

    async historialSeller({ query, session }) {
      // Another seller's history is not found, as if it did not exist.
      const own = !isSellerScoped(session.tipoUsuario) || session.idSeller === query.idSeller;
      const row = own ? await repo.loadSellerDetail(s.db, query.idSeller, false) : undefined;
      if (!row) throw notFound(m.notFound);
      return historyPage(s.db, {
        entidades: sellerHistoryEntities,
        idEntidad: row.id_seller,
        numeroPagina: query.NumeroPagina,
        viewer: session,
        texts: sellerHistoryTexts,
      });
    },

    async obtenerSellerDetalle({ query, session }) {
      const row = await scopedSeller(s.db, session, query.idSeller);
      return detail(s.db, row);
    },

    async crearSeller({ body, session }) {
      const errors = validateSellerFields(body, 'crear');
      if (errors.length > 0) throw badRequest(...errors);
      if (
        body.idTipoFacturacion !== undefined &&
        body.idTipoFacturacion !== null &&
        !mayChangeBilling(session.tipoUsuario)
      )
        throw forbidden(m.billingAdminOnly);
      if (body.envioPropio === true && !mayEnableOwnLogistics(session.tipoUsuario))
        throw forbidden(m.ownShippingNotAllowed);
      const cuentas: {
        tipo: 3 | 4;
        nombreUsuario: string;
        email: string;
        password: string;
        confirmarPassword: string;
      }[] = [
        {
          tipo: 3,
          nombreUsuario: body.nombreUsuario.trim(),
          email: body.emailUsuario.trim(),
          password: await clear(body.password),
          confirmarPassword: await clear(body.confirmarPassword),
        },
      ];
      if (body.usuario) {
        cuentas.push({
          tipo: 4,
          nombreUsuario: body.usuario.nombreUsuario.trim(),
          email: body.usuario.email.trim(),
          password: await clear(body.usuario.password),
          confirmarPassword: await clear(body.usuario.confirmarPassword),
        });
      }
      for (const c of cuentas) {
        const userErrors = validateSellerUser(c);
        if (userErrors.length > 0) throw badRequest(...userErrors);
      }
      if (
        cuentas.length === 2 &&
        cuentas[0]?.nombreUsuario.toLowerCase() === cuentas[1]?.nombreUsuario.toLowerCase()
      )
        throw badRequest(m.userNameTaken);
      const hashes = await Promise.all(cuentas.map((c) => hashPassword(c.password)));
      const urlLogo = await logoOf(body.logo, null);
      const write = writeOf({ ...body, idSeller: 0 }, null, urlLogo);
      if (write.modalidad_epk === null) write.modalidad_epk = 's';
      return s.db.tx(async (q) => {
        await checkCatalogues(q, { ...body, idSeller: 0 });
        for (const c of cuentas) {
          if (await repo.userNameTaken(q, c.nombreUsuario)) throw badRequest(m.userNameTaken);
        }
        const tipos = await checkTypes(q, body.listaIdsTipoPublicacion ?? []);
        const idSeller = await repo.insertSeller(q, write);
        for (const [i, c] of cuentas.entries()) {
          await repo.insertSellerUser(q, {
            nombreUsuario: c.nombreUsuario,
            email: c.email,
            passwordHash: hashes[i] ?? '',
            tipo: c.tipo,
            idSeller,
          });
        }
        await repo.replaceSellerTypes(q, idSeller, tipos);
        await audit(q, {
          entidad: 'seller',
          idEntidad: idSeller,
          desde: null,
          hacia: '2',
          evento: 'CREAR',
          idUsuario: session.userId,
        });
        return { idSeller, mensaje: m.created };
      });
    },

    async editarSeller({ body, session }) {
      checkSellerScope(session, body.idSeller, m.notYours);
      const errors = validateSellerFields(body, 'editar');
      if (errors.length > 0) throw badRequest(...errors);
      const seller = isSellerScoped(session.tipoUsuario);
      // Administrar Cuenta (001 §2.3, §5): the seller user's own e-mail and password.
      let passwordHash: string | null = null;
      const hasPassword = nullIfBlank(body.password) !== null;
      if (hasPassword) {
        if (!seller) throw badRequest(m.passwordOnlyOwn);
        const problem = validateNewPassword(
          await clear(body.password ?? ''),
          await clear(body.confirmarPassword ?? ''),
        );
        if (problem !== null) throw badRequest(problem);
        passwordHash = await hashPassword(await clear(body.password ?? ''));
      }
      const emailUsuario = seller ? nullIfBlank(body.emailUsuario) : null;
      if (emailUsuario !== null && !isValidEmail(emailUsuario))
        throw badRequest(m.emailUserInvalid);
      return s.db.tx(async (q) => {
        const row = await scopedSeller(q, session, body.idSeller, true);
        if (seller) {
          const stored = storedCampos(row);
          for (const field of staffOnlySellerFields) {
            if (body[field] !== undefined && !same(body[field], stored[field])) {
              throw forbidden(m.staffOnlyField);
            }
          }
        }
        if (
          body.idTipoFacturacion !== undefined &&
          !same(body.idTipoFacturacion, row.id_tipo_facturacion) &&
          !mayChangeBilling(session.tipoUsuario)
        )
          throw forbidden(m.billingAdminOnly);
        // 001 §6 own logistics: its switch is the seller's, the seller admin's and the admin
        // moderator's (the scope above keeps a seller's users to their own seller).
        if (
          body.envioPropio !== undefined &&
          body.envioPropio !== row.envio_propio &&
          !mayEnableOwnLogistics(session.tipoUsuario)
        )
          throw forbidden(m.ownShippingNotAllowed);
        await checkCatalogues(q, body);
        const urlLogo = await logoOf(body.logo, row.url_logo);
        await repo.updateSeller(q, row.id_seller, writeOf(body, row, urlLogo));
        if (seller && (emailUsuario !== null || passwordHash !== null)) {
          await repo.updateOwnAccount(q, session.userId, { email: emailUsuario, passwordHash });
        }
        await audit(q, {
          entidad: 'seller',
          idEntidad: row.id_seller,
          desde: String(row.estado),
          hacia: String(row.estado),
          evento: 'EDITAR',
          idUsuario: session.userId,
        });
        return { mensaje: m.saved };
      });
    },

    async eliminarSeller({ query, session }) {
      return s.db.tx(async (q) => {
        const row = await scopedSeller(q, session, query.id, true);
        await repo.markSellerDeleted(q, row.id_seller);
        await audit(q, {
          entidad: 'seller',
          idEntidad: row.id_seller,
          desde: String(row.estado),
          hacia: null,
          evento: 'ELIMINAR',
          idUsuario: session.userId,
        });
        return { mensaje: m.deleted };
      });
    },

    async cambiarEstadoSeller({ body, session }) {
      return s.db.tx(async (q) => {
        for (const item of body.listRequest) {
          const event = eventForEstadoSeller(item.idEstado, session.tipoUsuario);
          if (event === null) throw badRequest(m.stateUnknown);
          const row = await scopedSeller(q, session, item.idSeller, true);
          const desde = row.estado;
          const hacia = allowedOutcome(
            {
              decision: sellerDecision(desde, event),
              outcome: () => sellerOutcome(desde, event),
            },
            { rol: m.stateNotAllowed, estado: () => m.stateSame },
          );
          await repo.setSellerEstado(q, row.id_seller, hacia);
          await audit(q, {
            entidad: 'seller',
            idEntidad: row.id_seller,
            desde: String(desde),
            hacia: String(hacia),
            evento: event.type,
            idUsuario: session.userId,
          });
        }
        return { mensaje: m.statusChanged };
      });
    },

    async obtenerTokenUsuario({ query, session }) {
      const user = await repo.userToken(s.db, query.idUsuario);
      if (!user) throw notFound(m.userNotFound);
      const own = query.idUsuario === session.userId;
      // Staff read any user's; a seller's users only those of their own seller (001 §6).
      const allowed =
        own ||
        isStaff(session.tipoUsuario) ||
        (isSellerScoped(session.tipoUsuario) &&
          session.idSeller !== null &&
          user.id_seller === session.idSeller);
      if (!allowed) throw forbidden();
      return { token: user.token };
    },

    async tiposFacturacion() {
      return { tiposFacturacion: await repo.billingTypes(s.db) };
    },

    async integradores() {
      return { integradores: await repo.integrators(s.db) };
    },

    async localidadProvincia({ query }) {
      const found = await repo.postalCodeLookup(s.db, query.codPostal);
      if (!found) throw notFound(m.postalCodeUnknown);
      return {
        localidadProvincia: { nombreProvincia: found.provincia, localidades: found.localidades },
      };
    },

    claveCifrado() {
      return Promise.resolve({ clave: secret });
    },

    async tiposPublicacionSeller({ query, session }) {
      const idSeller = query.idSeller ?? null;
      if (idSeller !== null) await scopedSeller(s.db, session, idSeller);
      const size = query.cantidadPagina ?? PAGE_SIZE;
      const page = query.numeroPagina ?? 1;
      const { rows, total } = await repo.publicationTypesPage(s.db, { idSeller, size, page });
      return {
        elementos: rows.map((r) => ({
          codigo: r.codigo,
          descripcion: r.descripcion,
          comision: amountFromCents(centsFromDecimal(r.comision)),
          seleccionado: r.seleccionado,
        })),
        cantidadTotal: total,
        seleccionados: idSeller === null ? [] : await repo.sellerTypeIds(s.db, idSeller),
      };
    },

    async asociarTiposPublicacion({ body, session }) {
      return s.db.tx(async (q) => {
        const row = await scopedSeller(q, session, body.idSeller, true);
        const ids = await checkTypes(q, body.listaIdsTipoPublicacion);
        await repo.replaceSellerTypes(q, row.id_seller, ids);
        return { mensaje: m.typesAssociated };
      });
    },

    async editarCdnSeller({ body, session }) {
      for (const b of body.bannersSellers) if (!b.eliminado) checkBanner(b);
      return s.db.tx(async (q) => {
        const row = await scopedSeller(q, session, body.idSeller, true);
        const live = await repo.liveBannerIds(q, row.id_seller);
        for (const b of body.bannersSellers) {
          if (!live.has(b.id)) throw badRequest(m.bannerNotFound);
          if (b.idSeller !== undefined && b.idSeller !== row.id_seller) throw forbidden(m.notYours);
        }
        for (const b of body.bannersSellers) {
          await repo.updateBanner(q, {
            id: b.id,
            descripcion: b.descripcion.trim(),
            cdnUrl: b.cdnUrl.trim(),
            eliminado: b.eliminado ?? false,
          });
        }
        return { mensaje: m.cdnSaved };
      });
    },

    async crearCdnSeller({ body, session }) {
      for (const b of body.bannersSellers) checkBanner(b);
      return s.db.tx(async (q) => {
        const row = await scopedSeller(q, session, body.idSeller, true);
        for (const b of body.bannersSellers) {
          await repo.insertBanner(q, row.id_seller, {
            descripcion: b.descripcion.trim(),
            cdnUrl: b.cdnUrl.trim(),
          });
        }
        return { mensaje: m.cdnSaved };
      });
    },

    async obtenerLogisticaPropia({ query, session }) {
      const row = await scopedSeller(s.db, session, query.idSeller);
      const [scales, cells, zones] = await Promise.all([
        repo.logisticsScales(s.db),
        repo.logisticsCells(s.db, row.id_seller),
        repo.logisticsZones(s.db, row.id_seller),
      ]);
      const cell = (idEscala: number, idZona: number) => {
        const c = cells.find((x) => x.id_escala === idEscala && x.id_zona === idZona);
        return c
          ? { costo: amountFromCents(centsFromDecimal(c.costo)), diasEntrega: c.dias_entrega }
          : { costo: null, diasEntrega: null };
      };
      return {
        escalas: scales.map((e) => ({
          idEscala: e.id_escala,
          descripcion: e.descripcion,
          amba: cell(e.id_escala, 1),
          interior: cell(e.id_escala, 2),
          patagonia: cell(e.id_escala, 3),
        })),
        envioGratisZona: zones.map((z) => ({
          idZona: z.id_zona as 1 | 2 | 3,
          habilitada: z.habilitada,
          envioGratis: z.envio_gratis,
        })),
      };
    },

    async actualizarLogisticaPropia({ body, session }) {
      const zoneIds = new Set<number>(logisticsZones.map((z) => z.idZona));
      const seen = new Set<number>();
      for (const z of body.zonas) {
        if (!zoneIds.has(z.idZona) || seen.has(z.idZona)) throw badRequest(m.zoneUnknown);
        seen.add(z.idZona);
        for (const e of z.escalas) {
          const problem = checkLogisticsCell(e.entrega.costo, e.entrega.diasEntrega);
          if (problem !== null) throw badRequest(problem);
        }
      }
      return s.db.tx(async (q) => {
        const row = await scopedSeller(q, session, body.idSeller, true);
        if (!row.envio_propio) throw conflict(m.noOwnLogistics);
        const scales = new Set((await repo.logisticsScales(q)).map((e) => e.id_escala));
        const stored = await repo.logisticsZones(q, row.id_seller);
        const cells: { idEscala: number; idZona: number; costo: string; dias: number }[] = [];
        for (const z of body.zonas) {
          const before = stored.find((x) => x.id_zona === z.idZona);
          if (before?.habilitada !== z.habilitada && !mayEnableOwnLogistics(session.tipoUsuario))
            throw forbidden(m.enableNotAllowed);
          if (before?.envio_gratis !== z.envioGratis && !mayChangeFreeShipping(session.tipoUsuario))
            throw forbidden(m.freeShippingSellerOnly);
          const seenScales = new Set<number>();
          for (const e of z.escalas) {
            if (!scales.has(e.idEscala) || seenScales.has(e.idEscala))
              throw badRequest(m.scaleUnknown);
            seenScales.add(e.idEscala);
            const { costo, diasEntrega } = e.entrega;
            if (costo === null || diasEntrega === null) continue;
            cells.push({
              idEscala: e.idEscala,
              idZona: z.idZona,
              costo: decimalFromCents(centsFromAmount(costo)),
              dias: diasEntrega,
            });
          }
        }
        // Zones the body leaves out keep their switches.
        const zonas = stored.map((z) => {
          const sent = body.zonas.find((x) => x.idZona === z.id_zona);
          return sent
            ? { idZona: z.id_zona, habilitada: sent.habilitada, envioGratis: sent.envioGratis }
            : { idZona: z.id_zona, habilitada: z.habilitada, envioGratis: z.envio_gratis };
        });
        const keptCells = (await repo.logisticsCells(q, row.id_seller))
          .filter((c) => !seen.has(c.id_zona))
          .map((c) => ({
            idEscala: c.id_escala,
            idZona: c.id_zona,
            costo: c.costo,
            dias: c.dias_entrega,
          }));
        await repo.replaceLogistics(q, row.id_seller, zonas, [...keptCells, ...cells]);
        await audit(q, {
          entidad: 'seller',
          idEntidad: row.id_seller,
          desde: null,
          hacia: null,
          evento: 'LOGISTICA_PROPIA',
          idUsuario: session.userId,
        });
        return { mensaje: m.logisticsSaved };
      });
    },
  };
}
