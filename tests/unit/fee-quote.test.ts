// The arithmetic of the logistics-fee quote (DECISIONS 23; issue 19 point 6): the chargeable
// weight exact at its bounds, the scale of a weight (bounds included), the zone of a postal code.
// The window in force at an order's day is checked against the database in tests/api/fees.test.ts.
import { describe, expect, it } from 'vitest';
import {
  WEIGHT_UNITS_PER_KG,
  chargeableWeight,
  kilogramsOf,
  postalCodeNumber,
  scaleFor,
  zoneOf,
  type FeePackage,
} from '../../src/domain/fee-quote.ts';

const pkg = (alto: string, ancho: string, profundidad: string, peso: string, cantidad = 1) =>
  ({ alto, ancho, profundidad, peso, cantidad }) satisfies FeePackage;
const kg = (n: number) => (BigInt(Math.round(n * 10)) * WEIGHT_UNITS_PER_KG) / 10n;
const scales = [
  { idEscala: 1, pesoHasta: '1.0' },
  { idEscala: 2, pesoHasta: '5.0' },
  { idEscala: 3, pesoHasta: '10.0' },
  { idEscala: 4, pesoHasta: '20.0' },
  { idEscala: 5, pesoHasta: '30.0' },
  { idEscala: 6, pesoHasta: null },
];

describe('chargeable weight = max(real, alto x ancho x profundidad / 5000)', () => {
  it('the real weight when it is larger, the volumetric one otherwise', () => {
    expect(chargeableWeight([pkg('10', '10', '10', '2.5')]).chargeable).toBe(kg(2.5));
    // 20 x 30 x 40 = 24000 cm³ -> 4.8 kg.
    expect(chargeableWeight([pkg('20', '30', '40', '1')]).chargeable).toBe(kg(4.8));
  });

  it('exact at a bound: 5000 cm³ is 1 kg, one tenth of a cm more is above it', () => {
    const exact = chargeableWeight([pkg('10', '10', '50', '0')]);
    expect(exact.volumetric).toBe(kg(1));
    const above = chargeableWeight([pkg('10', '10', '50.1', '0')]);
    expect(above.chargeable > kg(1)).toBe(true);
    expect(kilogramsOf(above.chargeable)).toBe(1.002);
  });

  it('the order as one shipment: packages and units summed on each side', () => {
    const w = chargeableWeight([pkg('10', '10', '10', '3', 2), pkg('50', '50', '20', '0.5')]);
    // real 6.5 kg; volumetric (2 x 1000 + 50000) / 5000 = 10.4 kg.
    expect(w.real).toBe(kg(6.5));
    expect(w.volumetric).toBe(kg(10.4));
    expect(w.chargeable).toBe(kg(10.4));
    expect(chargeableWeight([]).chargeable).toBe(0n);
  });

  it('rounds up to the gram for showing', () => {
    expect(kilogramsOf(1n)).toBe(0.001);
    expect(kilogramsOf(kg(2.5))).toBe(2.5);
  });
});

describe('the scale of a weight (bounds included)', () => {
  it.each([
    [0, 1],
    [1, 1],
    [1.1, 2],
    [5, 2],
    [5.1, 3],
    [10, 3],
    [20, 4],
    [30, 5],
    [30.1, 6],
    [999, 6],
  ])('%s kg -> scale %s', (weight, escala) => {
    expect(scaleFor(kg(weight), scales)?.idEscala).toBe(escala);
  });

  it('one unit above a bound is the next scale', () => {
    expect(scaleFor(kg(1) + 1n, scales)?.idEscala).toBe(2);
  });

  it('without an open scale, a weight above every bound has none', () => {
    expect(scaleFor(kg(31), scales.slice(0, 5))).toBeNull();
  });
});

describe('the zone of a delivery (DECISIONS 23)', () => {
  it.each([
    ['1000', null, 'amba'],
    ['1999', null, 'amba'],
    ['C1425ABC', null, 'amba'],
    ['B1636', 'Buenos Aires', 'amba'],
    ['0999', null, 'interior'],
    ['2000', null, 'interior'],
    ['7999', 'Buenos Aires', 'interior'],
    ['8000', null, 'patagonia'],
    ['9999', null, 'patagonia'],
    ['9410', 'Tierra del Fuego', 'patagonia'],
    ['6300', 'La Pampa', 'patagonia'],
    [null, 'NEUQUEN', 'patagonia'],
    [null, 'Río Negro', 'patagonia'],
    [null, 'Tierra del Fuego, Antártida e Islas del Atlántico Sur', 'patagonia'],
    [null, 'Santa Cruzada', 'interior'],
    [null, 'Tierra del Fuego Antártida e Islas del Atlántico Sur', 'patagonia'],
    [null, null, 'interior'],
    ['', 'Córdoba', 'interior'],
  ])('%s %s -> %s', (cp, provincia, zona) => {
    expect(zoneOf(cp, provincia)).toBe(zona);
  });

  it('reads the 4 digits of a code, and nothing else', () => {
    expect(postalCodeNumber('1425')).toBe(1425);
    expect(postalCodeNumber(' X5000ABC ')).toBe(5000);
    expect(postalCodeNumber('14250')).toBeNull();
    expect(postalCodeNumber('142')).toBeNull();
    expect(postalCodeNumber(null)).toBeNull();
  });
});
