// How a novedad's amount reads (src/domain/novedad-amount.ts; 002 §9, DECISIONS 20): one way on
// every screen, document and export, signed by its action, so that a débito reads '-8.500,00' on
// /Novedades as in the settlement's tables, PDF and Excel, and a settlement's Novedades total is
// the visible sum of its rows.
import { describe, expect, it } from 'vitest';
import { novedadAmountText, novedadSignedCents } from '../../src/domain/novedad-amount.ts';
import { settlementTotals, signedNovedad } from '../../src/domain/settlement-math.ts';
import { formatAmount } from '../../src/domain/money.ts';

describe('novedadAmountText', () => {
  it("a Débito reads with its sign ('-8.500,00'), a Crédito without ('8.500,00')", () => {
    expect(novedadAmountText(850_000, 2)).toBe('-8.500,00');
    expect(novedadAmountText(850_000, 1)).toBe('8.500,00');
    expect(novedadAmountText(1_450_000, 2)).toBe('-14.500,00');
    expect(novedadAmountText(5, 2)).toBe('-0,05');
  });

  it('reads the stored positive amount: a sign already there is not doubled', () => {
    expect(novedadSignedCents(-850_000, 2)).toBe(-850_000);
    expect(novedadSignedCents(-850_000, 1)).toBe(850_000);
  });

  it('is what a settlement counts: the rows as read add up to the Novedades total', () => {
    const novedades = [
      { idNovedad: 1, importe: 850_000, idSubTipo: 2 as const },
      { idNovedad: 2, importe: 1_450_000, idSubTipo: 2 as const },
      { idNovedad: 3, importe: 300_000, idSubTipo: 1 as const },
    ];
    for (const n of novedades) {
      expect(novedadAmountText(n.importe, n.idSubTipo)).toBe(formatAmount(signedNovedad(n)));
    }
    const { totalNovedades } = settlementTotals({
      orders: [],
      novedades,
      fees: [],
      rebates: [],
      taxes: [],
    });
    expect(formatAmount(totalNovedades)).toBe('-20.000,00');
    expect(novedades.reduce((a, n) => a + novedadSignedCents(n.importe, n.idSubTipo), 0)).toBe(
      totalNovedades,
    );
  });
});
