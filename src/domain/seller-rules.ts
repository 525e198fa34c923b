// 001 §3 Seller, §5 Sellers and Own logistics, §6 Sellers, §9: the seller form's field rules, the
// CUIT check digit, which fields only staff change, the CDN banners' last-row rule and the own
// logistics grid's checks. The form and the server run the same functions.
import { isValidEmail } from './email.ts';
import { validateNewPassword } from './password.ts';
import { TipoUsuario, isStaff } from './roles.ts';
import { sellerMessages as m } from './texts/sellers.ts';

/** 001 §4: activo=1, inactivo=2, pendiente_activacion=3. */
export type IdEstadoSeller = 1 | 2 | 3;

export const estadoSellerLabels: Record<IdEstadoSeller, string> = {
  1: 'ACTIVO',
  2: 'INACTIVO',
  3: 'PENDIENTE ACTIVACION',
};

/** 001 §9 and §5: the seller's field limits. */
export const sellerLimits = {
  razonSocial: 100,
  email: 60,
  nombreTienda: 50,
  sufijo: 3,
  telefono: 10,
  numeroDomicilio: 5,
  codigoPostal: 4,
  dias: 2,
  nombreUsuario: 40,
  filtro: 30,
  costo: 8,
  diasEntrega: 3,
} as const;

const CUIT = /^(\d{2})-(\d{8})-(\d)$/;
const WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2] as const;

/** 001 §3: CUIT as 2-8-1 digits with hyphens, with its modulo-11 check digit. */
export function isValidCuit(cuit: string): boolean {
  const match = CUIT.exec(cuit);
  if (!match) return false;
  const digits = `${match[1]}${match[2]}`.split('').map(Number);
  const sum = digits.reduce((acc, d, i) => acc + d * (WEIGHTS[i] ?? 0), 0);
  let check = 11 - (sum % 11);
  if (check === 11) check = 0;
  if (check === 10) return false;
  return check === Number(match[3]);
}

/** The seller's fields the form and the calls carry (001 §3, §7 PUT /api/Seller). */
export interface SellerFields {
  razonSocial: string;
  cuit: string;
  email: string;
  emailDespacho?: string | null;
  nombreTienda?: string | null;
  sufijo?: string | null;
  telefono?: string | null;
  domicilio?: string | null;
  numeroDomicilio?: number | null;
  codigoPostal?: number | null;
  diasCorte?: number | null;
  diasPlazoPago?: number | null;
  modalidadEPK?: string | null;
}

const blank = (v: string | null | undefined) => v === null || v === undefined || v.trim() === '';

/** 001 §5: every message the seller's fields earn, in the form's order ([] when they pass). */
export function validateSellerFields(f: SellerFields, mode: 'crear' | 'editar'): string[] {
  const out: string[] = [];
  if (blank(f.razonSocial)) out.push(m.razonSocialRequired);
  else if (f.razonSocial.length > sellerLimits.razonSocial) out.push(m.razonSocialTooLong);
  if (!isValidCuit(f.cuit)) out.push(m.cuitInvalid);
  if (f.email.length > sellerLimits.email) out.push(m.emailTooLong);
  else if (!isValidEmail(f.email)) out.push(m.emailInvalid);
  if (!blank(f.emailDespacho) && !isValidEmail(f.emailDespacho ?? ''))
    out.push(m.emailContactInvalid);
  if ((f.nombreTienda ?? '').length > sellerLimits.nombreTienda) out.push(m.storeNameTooLong);
  if (mode === 'crear' && blank(f.sufijo)) out.push(m.suffixRequired);
  else if (!blank(f.sufijo) && !/^[A-Za-z0-9]{1,3}$/.test(f.sufijo ?? ''))
    out.push(m.suffixInvalid);
  if (!blank(f.telefono) && !/^\d{10}$/.test(f.telefono ?? '')) out.push(m.phoneInvalid);
  if (
    f.numeroDomicilio !== null &&
    f.numeroDomicilio !== undefined &&
    !(Number.isInteger(f.numeroDomicilio) && f.numeroDomicilio >= 0 && f.numeroDomicilio <= 99999)
  )
    out.push(m.streetNumberInvalid);
  if (
    f.codigoPostal !== null &&
    f.codigoPostal !== undefined &&
    !(Number.isInteger(f.codigoPostal) && f.codigoPostal >= 1000 && f.codigoPostal <= 9999)
  )
    out.push(m.postalCodeInvalid);
  for (const d of [f.diasCorte, f.diasPlazoPago]) {
    if (d !== null && d !== undefined && !(Number.isInteger(d) && d >= 0 && d <= 99)) {
      out.push(m.daysInvalid);
      break;
    }
  }
  if (!blank(f.modalidadEPK) && f.modalidadEPK !== 'e' && f.modalidadEPK !== 's')
    out.push(m.modalidadInvalid);
  return out;
}

/** 001 §5: the account of a new seller's user (Moderador and Usuario tabs). */
export function validateSellerUser(u: {
  nombreUsuario: string;
  email: string;
  password: string;
  confirmarPassword: string;
}): string[] {
  const out: string[] = [];
  if (blank(u.nombreUsuario)) out.push(m.userNameRequired);
  else if (u.nombreUsuario.length > sellerLimits.nombreUsuario) out.push(m.userNameTooLong);
  if (!isValidEmail(u.email)) out.push(m.emailUserInvalid);
  const password = validateNewPassword(u.password, u.confirmarPassword);
  if (password !== null) out.push(password);
  return out;
}

/** 001 §5: the default EPK modality: 'e' on edit, 's' on create. */
export const defaultModalidadEPK = (mode: 'crear' | 'editar') => (mode === 'crear' ? 's' : 'e');

/**
 * 001 §6: fields of PUT /api/Seller that a seller's own users do not change (the staff tabs:
 * Publicación's push URL and publication types, Liquidacion, the status). A seller that sends
 * one of them changed is refused; unchanged, it passes. 'Envío propio' is not one of them: its
 * switch is the seller's too (mayEnableOwnLogistics).
 */
export const staffOnlySellerFields = [
  'razonSocial',
  'cuit',
  'idIntegrador',
  'urlPushOrdenes',
  'sufijo',
  'idTipoFacturacion',
  'idEmpresaEnviopack',
  'modalidadEPK',
  'diasCorte',
  'diasPlazoPago',
  'slugTienda',
  'tiendaActiva',
  'internacional',
  'emisionFacturaA',
] as const;

/** 001 §6: the billing-type select is the admin moderator's only. */
export const mayChangeBilling = (tipo: number) => tipo === TipoUsuario.adminMod;

/** 001 §2.3, §6: the staff tabs (Moderador, Usuario, Liquidacion, Banner Tienda), delete, status. */
export const seesStaffTabs = (tipo: number) => isStaff(tipo);

/**
 * 001 §6 own logistics: "the enable switch is for seller, seller admin and admin moderator":
 * the seller's 'Envío propio' (Datos Básicos, PUT /api/Seller envioPropio) and each zone's
 * switch of the Logística Propia tab. Category does not turn own logistics on or off.
 */
export const mayEnableOwnLogistics = (tipo: number) =>
  tipo === TipoUsuario.seller || tipo === TipoUsuario.sellerAdmin || tipo === TipoUsuario.adminMod;

/** 001 §6 own logistics: the free-shipping switch is for the seller's roles only. */
export const mayChangeFreeShipping = (tipo: number) =>
  tipo === TipoUsuario.seller || tipo === TipoUsuario.sellerAdmin;

/** 001 §6 own logistics: the free-shipping row is shown to seller, admin moderator and category. */
export const seesFreeShippingRow = (tipo: number) =>
  tipo === TipoUsuario.seller ||
  tipo === TipoUsuario.sellerAdmin ||
  tipo === TipoUsuario.adminMod ||
  tipo === TipoUsuario.category;

/** 001 §3: own-logistics zones (ids of §9). */
export const logisticsZones = [
  { idZona: 1, codigo: 'amba', descripcion: 'AMBA' },
  { idZona: 2, codigo: 'interior', descripcion: 'Interior' },
  { idZona: 3, codigo: 'patagonia', descripcion: 'Patagonia' },
] as const;

export type ZoneCode = (typeof logisticsZones)[number]['codigo'];

/** 001 §5: delivery days 1 read 'Mismo día', others 'Días Hábiles'. */
export const deliveryDaysLabel = (dias: number | null | undefined) =>
  dias === 1 ? 'Mismo día' : 'Días Hábiles';

/**
 * 001 §5 own logistics, one cell: cost and days go together. Costs are a number of at most 8
 * characters (99999.99), days an integer of at most 3 (1 to 999). Null when the cell passes.
 */
export function checkLogisticsCell(
  costo: number | null | undefined,
  diasEntrega: number | null | undefined,
): string | null {
  const hasCost = costo !== null && costo !== undefined;
  const hasDays = diasEntrega !== null && diasEntrega !== undefined;
  if (hasDays && !hasCost) return m.missingCost;
  if (hasCost && !hasDays) return m.missingDays;
  if (!hasCost || !hasDays) return null;
  if (!(costo >= 0 && costo <= 99999.99 && String(costo).length <= sellerLimits.costo))
    return m.costInvalid;
  if (!(Number.isInteger(diasEntrega) && diasEntrega >= 1 && diasEntrega <= 999))
    return m.daysDeliveryInvalid;
  return null;
}

/** 001 §5 CDN banners: another row may be added only when the last one has some value. */
export function mayAddBannerRow(rows: readonly { descripcion: string; cdnUrl: string }[]): boolean {
  const last = rows.at(-1);
  return last === undefined || last.descripcion.trim() !== '' || last.cdnUrl.trim() !== '';
}

/** A banner's URL must be a web address (not shown in the spec). */
export const isBannerUrl = (url: string) => /^https?:\/\/\S+$/.test(url.trim());
