// 000 §6: sellers only ever read or change their own seller's records, whatever they send;
// staff may ask for one seller or all. The checks every area makes of it.
import type { Session } from '../http/contract.ts';
import { forbidden } from '../http/errors.ts';
import { commonMessages } from '../../domain/texts/common.ts';
import { isSellerScoped } from '../../domain/roles.ts';
import { listingMessages } from '../../domain/texts/listings.ts';
import { scopedSellerId } from '../../domain/permissions.ts';

/**
 * The seller a call is limited to: a seller's own whatever it asked, the one staff asked for,
 * or null (every seller). A seller's session without a seller is refused.
 */
export function sellerScope(session: Session, requested: number | null | undefined): number | null {
  const idSeller = scopedSellerId(session, requested);
  if (isSellerScoped(session.tipoUsuario) && idSeller === null) throw forbidden();
  return idSeller;
}

/** Refuses a seller's session a record of another seller (staff reach every seller). */
export function checkSellerScope(session: Session, idSeller: number, ...errores: string[]): void {
  if (isSellerScoped(session.tipoUsuario) && session.idSeller !== idSeller) {
    throw forbidden(...errores);
  }
}

/** What a seller is told when the listing it names is another seller's (the listing texts'). */
export const notYourListing = listingMessages.notYours;

/** A change made on behalf of the acting user: a body or query naming another user is refused. */
export function checkActingUser(session: Session, idUsuario: number | null | undefined): void {
  if (idUsuario !== undefined && idUsuario !== null && idUsuario !== session.userId) {
    throw forbidden(commonMessages.actOnlyAsYourself);
  }
}
