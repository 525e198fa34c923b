// DECISIONS 7, 22-26: the settlement's arithmetic in integer cents. Fixed cases for each rule,
// then 10 000 random settlements (a seeded generator: the same ones on every run) over which
// the header equals its rows to the cent and the total follows DECISIONS 26 exactly, checked
// against an independent computation in BigInt.
import { describe, expect, it } from 'vitest';
import {
  applyRegimes,
  facturadoNeto,
  mulDivRound,
  orderRow,
  rebateCredit,
  settlementTotals,
  signedNovedad,
  withIva,
  type NovedadAmount,
  type RebateRow,
  type SettlementRows,
  type TaxRegime,
} from '../../src/domain/settlement-math.ts';
import { centsFromDecimal, decimalFromCents } from '../../src/domain/money.ts';
import { random } from '../../src/server/db/seed/random.ts';

describe('settlement arithmetic (DECISIONS 22-26)', () => {
  it('rounds a rate half away from zero to the cent, exactly beyond 2^53', () => {
    expect(withIva(100)).toBe(121);
    expect(withIva(1)).toBe(1); // 1.21 -> 1
    expect(withIva(50)).toBe(61); // 60.5 -> 61
    expect(withIva(-50)).toBe(-61);
    expect(withIva(0)).toBe(0);
    // 99 999 999 999 999 cents x 1.21 = 120 999 999 999 998.79 -> ...999 (beyond 2^53 before /100).
    expect(mulDivRound(999_999_999_999_99, 121n, 100n)).toBe(120_999_999_999_999);
    expect(mulDivRound(5, 1n, 10n)).toBe(1); // 0.5 -> 1
    expect(mulDivRound(4, 1n, 10n)).toBe(0);
    expect(() => mulDivRound(0.5, 1n, 1n)).toThrow();
  });

  it('an order row: commission with VAT, the order net of it (DECISIONS 22)', () => {
    expect(orderRow({ idOrden: 7, montoVenta: 1_000_00, montoComision: 120_50 })).toEqual({
      idOrden: 7,
      importeOrden: 1_000_00,
      importeComisionNeta: 120_50,
      importeComisionTotal: 145_81, // 145.805 -> 145.81
      totalOrden: 854_19,
    });
  });

  it('novedades add (crédito) or subtract (débito); rebates credit share x units', () => {
    expect(signedNovedad({ idNovedad: 1, importe: 500_00, idSubTipo: 1 })).toBe(500_00);
    expect(signedNovedad({ idNovedad: 2, importe: 500_00, idSubTipo: 2 })).toBe(-500_00);
    expect(
      rebateCredit({ idRebate: 1, idVenta: 1, aCargoMarketUnidad: 1_999_99, unidades: 3 }),
    ).toBe(5_999_97);
  });

  it('regimes: retentions per order above their minimum, perceptions on what is invoiced', () => {
    const orders = [
      orderRow({ idOrden: 1, montoVenta: 10_000_00, montoComision: 1_000_00 }),
      orderRow({ idOrden: 2, montoVenta: 50_00, montoComision: 5_00 }),
    ];
    const regimes: TaxRegime[] = [
      {
        regimen: 'IIBB',
        tipo: 'retencion',
        alicuotaPuntosBasicos: 150,
        base: 'importeOrden',
        minimo: 100_00,
      },
      {
        regimen: 'IVA',
        tipo: 'percepcion',
        alicuotaPuntosBasicos: 300,
        base: 'facturadoNeto',
        minimo: 0,
      },
    ];
    const neto = facturadoNeto({ orders, fees: [{ idVenta: 1, importe: 200_00 }] });
    expect(neto).toBe(1_205_00);
    expect(applyRegimes(orders, neto, regimes)).toEqual([
      {
        regimen: 'IIBB',
        tipo: 'retencion',
        idVenta: 1,
        baseImponible: 10_000_00,
        alicuotaPuntosBasicos: 150,
        monto: 150_00,
      },
      {
        regimen: 'IVA',
        tipo: 'percepcion',
        idVenta: null,
        baseImponible: 1_205_00,
        alicuotaPuntosBasicos: 300,
        monto: 36_15,
      },
    ]);
  });

  it('an empty settlement is all zeros', () => {
    const t = settlementTotals({ orders: [], novedades: [], fees: [], rebates: [], taxes: [] });
    expect(Object.values(t).every((v) => v === 0)).toBe(true);
  });

  it('10 000 random settlements: the header equals its rows to the cent and DECISIONS 26 holds exactly', () => {
    const rnd = random(20261125);
    const int = (max: number) => Math.floor(rnd() * (max + 1));
    const regimes: TaxRegime[] = [
      {
        regimen: 'IIBB',
        tipo: 'retencion',
        alicuotaPuntosBasicos: 175,
        base: 'importeOrden',
        minimo: 1_000_00,
      },
      {
        regimen: 'Ganancias',
        tipo: 'retencion',
        alicuotaPuntosBasicos: 200,
        base: 'importeOrden',
        minimo: 0,
      },
      {
        regimen: 'IVA',
        tipo: 'percepcion',
        alicuotaPuntosBasicos: 300,
        base: 'facturadoNeto',
        minimo: 500_00,
      },
    ];
    const failures: string[] = [];
    for (let n = 0; n < 10_000; n++) {
      const orders = Array.from({ length: 1 + int(30) }, (_, i) =>
        orderRow({ idOrden: i + 1, montoVenta: int(5_000_000_00), montoComision: int(600_000_00) }),
      );
      const novedades: NovedadAmount[] = Array.from({ length: int(8) }, (_, i) => ({
        idNovedad: i + 1,
        importe: int(200_000_00),
        idSubTipo: rnd() < 0.5 ? 1 : 2,
      }));
      const fees = orders
        .filter(() => rnd() < 0.8)
        .map((o) => ({ idVenta: o.idOrden, importe: int(30_000_00) }));
      const rebates: RebateRow[] = orders
        .filter(() => rnd() < 0.2)
        .map((o, i) => ({
          idRebate: i + 1,
          idVenta: o.idOrden,
          aCargoMarketUnidad: int(100_000_00),
          unidades: 1 + int(4),
        }));
      const taxes = applyRegimes(orders, facturadoNeto({ orders, fees }), regimes);
      const rows: SettlementRows = { orders, novedades, fees, rebates, taxes };
      const t = settlementTotals(rows);

      // Independent sums in BigInt.
      const S = (xs: number[]) => xs.reduce((a, b) => a + BigInt(b), 0n);
      const totalOrden = S(orders.map((o) => o.importeOrden));
      const comisionTotal = S(orders.map((o) => o.importeComisionTotal));
      const feeNeto = S(fees.map((f) => f.importe));
      const feeIva = (feeNeto * 121n * 2n + 100n) / 200n; // non-negative: half up
      const nov = S(novedades.map((x) => (x.idSubTipo === 1 ? x.importe : -x.importe)));
      const reb = S(rebates.map((r) => r.aCargoMarketUnidad * r.unidades));
      const ret = S(taxes.filter((x) => x.tipo === 'retencion').map((x) => x.monto));
      const per = S(taxes.filter((x) => x.tipo === 'percepcion').map((x) => x.monto));
      // Plain comparisons (an expect per figure would make the run slow); the failures, if
      // any, are reported together below.
      const checks: [string, bigint, bigint][] = [
        ['totalOrden', BigInt(t.totalOrden), totalOrden],
        ['comisionTotal', BigInt(t.comisionTotal), comisionTotal],
        ['comisionNeta', BigInt(t.comisionNeta), S(orders.map((o) => o.importeComisionNeta))],
        ['totalCostoFeeNeto', BigInt(t.totalCostoFeeNeto), feeNeto],
        ['totalCostoFee', BigInt(t.totalCostoFee), feeIva],
        ['totalNovedades', BigInt(t.totalNovedades), nov],
        ['totalRebateConIva', BigInt(t.totalRebateConIva), reb],
        ['totalRetenciones', BigInt(t.totalRetenciones), ret],
        ['totalPercepcion', BigInt(t.totalPercepcion), per],
        [
          'totalLiquidacion',
          BigInt(t.totalLiquidacion),
          totalOrden - comisionTotal - feeIva + reb + nov - ret - per,
        ],
        // The order rows' own totals add up to the gross less the commission: subtracted once.
        [
          'filas totalOrden',
          BigInt(t.totalOrden - t.comisionTotal),
          S(orders.map((o) => o.totalOrden)),
        ],
        ['cantidadOrdenes', BigInt(t.cantidadOrdenes), BigInt(orders.length)],
        ['cantidadNovedades', BigInt(t.cantidadNovedades), BigInt(novedades.length)],
      ];
      for (const [name, got, want] of checks) {
        if (got !== want) failures.push(`#${String(n)} ${name}: ${String(got)} != ${String(want)}`);
      }
      // Every figure is whole cents.
      for (const v of Object.values(t)) {
        if (!Number.isSafeInteger(v)) failures.push(`#${String(n)}: ${String(v)} no es entero`);
      }
    }
    expect(failures).toEqual([]);
  });

  // Confirming a draft changes no amount (DECISIONS 19, 26): the server writes the invoice and
  // reads the stored rows back, never recomputes from the orders. What the pure functions can
  // promise is that the header recomputed from the stored rows, as the database gives them back
  // (numeric text, in any order), is the header that was stored. The call itself is checked by
  // tests/api/settlements.test.ts ('confirm: ... no amount changes'). Cancelling frees exactly
  // what the draft held is the database's (the rows' viva flag and the unique live-row
  // indexes), not arithmetic: tests/api/settlements.test.ts ('cancel frees exactly what it
  // held'), tests/api/settlements-db.test.ts and the model tests' api level check it.
  it('1 000 random settlements: the header recomputed from the stored rows (decimal text, any order) is the stored one', () => {
    const rnd = random(20);
    const int = (max: number) => Math.floor(rnd() * (max + 1));
    const trip = (cents: number) => centsFromDecimal(decimalFromCents(cents));
    const shuffled = <T>(xs: readonly T[]): T[] => {
      const out = [...xs];
      for (let i = out.length - 1; i > 0; i--) {
        const j = int(i);
        [out[i], out[j]] = [out[j] as T, out[i] as T];
      }
      return out;
    };
    const regimes: TaxRegime[] = [
      {
        regimen: 'IIBB',
        tipo: 'retencion',
        alicuotaPuntosBasicos: 150,
        base: 'importeOrden',
        minimo: 1_000_00,
      },
      {
        regimen: 'IVA',
        tipo: 'percepcion',
        alicuotaPuntosBasicos: 300,
        base: 'facturadoNeto',
        minimo: 500_00,
      },
    ];
    const failures: number[] = [];
    for (let n = 0; n < 1_000; n++) {
      const orders = Array.from({ length: 1 + int(40) }, (_, i) =>
        orderRow({ idOrden: i + 1, montoVenta: int(9_000_000_00), montoComision: int(900_000_00) }),
      );
      const novedades: NovedadAmount[] = Array.from({ length: int(6) }, (_, i) => ({
        idNovedad: i + 1,
        importe: int(300_000_00),
        idSubTipo: rnd() < 0.5 ? 1 : 2,
      }));
      const fees = orders
        .filter(() => rnd() < 0.7)
        .map((o) => ({ idVenta: o.idOrden, importe: int(40_000_00) }));
      const rebates: RebateRow[] = orders
        .filter(() => rnd() < 0.3)
        .map((o, i) => ({
          idRebate: i + 1,
          idVenta: o.idOrden,
          aCargoMarketUnidad: int(50_000_00),
          unidades: 1 + int(5),
        }));
      const taxes =
        rnd() < 0.5 ? applyRegimes(orders, facturadoNeto({ orders, fees }), regimes) : [];
      const stored = settlementTotals({ orders, novedades, fees, rebates, taxes });
      // As read back: every amount through its numeric text, the rows in another order, the
      // novedades signed as stored (liquidacion_novedades.importe) and unsigned again.
      const readBack: SettlementRows = {
        orders: shuffled(orders).map((o) => ({
          idOrden: o.idOrden,
          importeOrden: trip(o.importeOrden),
          importeComisionNeta: trip(o.importeComisionNeta),
          importeComisionTotal: trip(o.importeComisionTotal),
          totalOrden: trip(o.totalOrden),
        })),
        novedades: shuffled(novedades).map((x) => {
          const signed = trip(signedNovedad(x));
          return {
            idNovedad: x.idNovedad,
            importe: Math.abs(signed),
            idSubTipo: signed < 0 ? 2 : 1,
          };
        }),
        fees: shuffled(fees).map((f) => ({ idVenta: f.idVenta, importe: trip(f.importe) })),
        rebates: shuffled(rebates).map((r) => ({
          ...r,
          aCargoMarketUnidad: trip(r.aCargoMarketUnidad),
        })),
        taxes: shuffled(taxes).map((t) => ({ ...t, monto: trip(t.monto) })),
      };
      if (JSON.stringify(settlementTotals(readBack)) !== JSON.stringify(stored)) failures.push(n);
    }
    expect(failures).toEqual([]);
  });
});
