// How a novedad's amount reads, on every screen, document and export (002 §2 /Novedades and the
// settlement screens, §9; DECISIONS 7, 20): signed by its action, as it counts in a settlement.
// A Débito subtracts from what the seller is paid, so it reads '-8.500,00' wherever it is shown
// (the /Novedades list, its Excel export, the settlement draft and detail, the settlement PDF and
// Excel), with its Acción beside it; a Crédito reads '8.500,00'. The stored and sent `importe`
// stays positive (002 §5: digits only); only the way it reads carries the sign. One way
// everywhere, so that a settlement's Novedades total is the visible sum of its rows.
import { formatAmount } from './money.ts';
import { signedNovedad } from './settlement-math.ts';

/** A novedad's amount in cents, signed by its action (1 Crédito +, 2 Débito -). */
export const novedadSignedCents = (importeCents: number, idSubTipo: 1 | 2): number =>
  signedNovedad({ idNovedad: 0, importe: Math.abs(importeCents), idSubTipo });

/** '-8.500,00' for a Débito of 8500, '8.500,00' for a Crédito. */
export const novedadAmountText = (importeCents: number, idSubTipo: 1 | 2): string =>
  formatAmount(novedadSignedCents(importeCents, idSubTipo));
