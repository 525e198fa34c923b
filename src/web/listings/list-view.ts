// 000 §2.6, §6: what the listing list shows to whom, and the texts of a card, worked out once
// here so that the components only lay them out (CONVENTIONS: components never decide
// permissions themselves).
import type { PublicacionTarjeta } from '../../api/listings-queries.ts';
import { formatDay, todayInMarket } from '../../domain/dates.ts';
import { shownPriceCents } from '../../domain/listing-rules.ts';
import { centsFromAmount, formatMoney } from '../../domain/money.ts';
import { isStaff, type TipoUsuario } from '../../domain/roles.ts';
import { listingDecision } from '../../../machines/listing.ts';

export interface ListView {
  /** 000 §2.6, §6: staff choose a seller (searchable) and see every seller otherwise. */
  sellerFilter: boolean;
  /** 000 §2.6, §6: the 'Tipo publicación' filter is staff's. */
  typeFilter: boolean;
  /** 000 §2.6: 'PRODUCTO EXCEPTUADO' is shown to staff. */
  exceptedBadge: boolean;
  /** 000 §2.6: 'Crear Publicación' is hidden for category and admin (the machine's CREAR). */
  createButton: boolean;
}

export function listViewFor(tipoUsuario: TipoUsuario, idSellerSesion: number | null): ListView {
  const staff = isStaff(tipoUsuario);
  return {
    sellerFilter: staff,
    typeFilter: staff,
    exceptedBadge: staff,
    createButton:
      idSellerSesion !== null && listingDecision(null, { type: 'CREAR', tipoUsuario }) === 'ok',
  };
}

/** 000 §9: the 'Ordenes' link of a card starts on this fixed day. */
export const ORDERS_LINK_START = '2023-10-01';

/**
 * The publication day of a card, DD/MM/YYYY. 000 §2.6 shows "the first 10 characters" of the
 * date, i.e. its day; the contract sends an instant (UTC), so the day is taken in the market's
 * calendar, the one the 'Fecha desde' / 'Fecha hasta' filter counts in.
 */
export function publicationDay(fechaPublicacion: string): string {
  // A bare day (no time) is already a calendar day.
  if (/^\d{4}-\d{2}-\d{2}$/.test(fechaPublicacion)) return formatDay(fechaPublicacion);
  const instant = new Date(fechaPublicacion);
  return formatDay(
    Number.isNaN(instant.getTime()) ? fechaPublicacion.slice(0, 10) : todayInMarket(instant),
  );
}

/** 000 §3: delivery type codes; 1 is home delivery, the only one offered (000 §2.7). */
const deliveryNames: Record<number, string> = { 1: 'Envío a domicilio' };

export function deliveryLabel(tipoEntrega: readonly number[]): string {
  if (tipoEntrega.length === 0) return '-';
  return tipoEntrega.map((code) => deliveryNames[code] ?? `Tipo ${String(code)}`).join(', ');
}

export interface CardPrices {
  /** 000 §2.6: the promotional price when present, else the list price. */
  precio: string;
  precioLista: string;
  /** Whether `precio` is a promotional price (below the list price). */
  promocional: boolean;
}

export function cardPrices(
  card: Pick<PublicacionTarjeta, 'precioLista' | 'precioPromocional'>,
): CardPrices {
  const lista = centsFromAmount(card.precioLista);
  const promo = card.precioPromocional === null ? null : centsFromAmount(card.precioPromocional);
  const shown = shownPriceCents(lista, promo);
  return {
    precio: formatMoney(shown),
    precioLista: formatMoney(lista),
    promocional: shown !== lista,
  };
}

/** 000 §2.1: the edit screen of a card's listing. */
export function editPath(card: Pick<PublicacionTarjeta, 'idSeller' | 'idPublicacion'>): string {
  return `/Publicaciones/Editar/${String(card.idSeller)}/${String(card.idPublicacion)}`;
}

/** 000 §2.6: the orders of one listing, from the fixed start day. */
export function ordersSearch(card: Pick<PublicacionTarjeta, 'idPublicacion'>) {
  return { idPublicacion: card.idPublicacion, fechaDesde: ORDERS_LINK_START };
}
