// The listing's field rules (000 §2.7, §5, §6): which fields of a listing a role may change.
// Named once here and read by the listing form (src/web/listings/form-state.ts), the listing
// API (src/server/listings) and the bulk files and calls (src/server/listings-bulk), so that a
// disabled field and a refused write never disagree. Who may call each operation at all is the
// access tables' (./listings.ts, ./listings-bulk.ts); the workflow buttons are the machine's.
import { listingUserTypes } from '../permissions.ts';
import { TipoUsuario, isStaff } from '../roles.ts';

/**
 * 000 §5: prices (list and promotional), the listing type and its commission are disabled
 * for the admin moderator (the form's price tab; the edit, the bulk price updates and the
 * type-and-shipping card refuse them).
 */
export function mayEditPricesAndType(tipo: number): boolean {
  return tipo !== TipoUsuario.adminMod;
}

/** 000 §2.7: own logistics (envioPropio) is changed by category and admin only. */
export function mayEditOwnShipping(tipo: number): boolean {
  return isStaff(tipo);
}

/** 000 §2.7: the seller's name on the form links to the seller for category and admin. */
export function linksToSeller(tipo: number): boolean {
  return isStaff(tipo);
}

/** 000 §5: the saved images are reordered by whoever works with listings. */
export function mayReorderImages(tipo: number): boolean {
  return (listingUserTypes as readonly number[]).includes(tipo);
}
