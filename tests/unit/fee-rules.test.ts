// The fee screens' rules (002 §5; issue 19 point 5): costs, the creation and update cells sent,
// and the date rules, shared by /Liquidaciones/NuevoFee, /Liquidaciones/ActualizacionMasiva and
// the server.
import { describe, expect, it } from 'vitest';
import {
  costInputOf,
  creationCosts,
  feeDatesProblem,
  feeEndAfterStart,
  feeMessages,
  parseFeeCost,
  parseFeeDays,
  updatedCosts,
} from '../../src/domain/fee-rules.ts';

describe('a cost (002 §5, §9: numbers, above 0, 8 characters)', () => {
  it.each([
    ['1', 100],
    ['2890', 289000],
    ['1234.5', 123450],
    ['1234,56', 123456],
    ['99999999', 9999999900],
    [5300.5, 530050],
  ])('%s -> %s cents', (text, cents) => {
    expect(parseFeeCost(text)).toBe(cents);
  });

  it.each(['', '0', '0.00', '-5', 'abc', '123456789', '1.234', '1e3', ' ', '12345.678'])(
    '%s is not one',
    (text) => {
      expect(parseFeeCost(text)).toBeNull();
    },
  );

  it('days: whole, 0-999, empty is 0', () => {
    expect(parseFeeDays('')).toBe(0);
    expect(parseFeeDays(undefined)).toBe(0);
    expect(parseFeeDays('7')).toBe(7);
    expect(parseFeeDays(999)).toBe(999);
    expect(parseFeeDays('1000')).toBeNull();
    expect(parseFeeDays('1.5')).toBeNull();
  });

  it('an input shows cents without thousands', () => {
    expect(costInputOf(289000)).toBe('2890');
    expect(costInputOf(123450)).toBe('1234.5');
    expect(costInputOf(123456)).toBe('1234.56');
    expect(costInputOf(5)).toBe('0.05');
  });
});

describe('Crear Fee: only numeric costs above 0, empty scales dropped, ids by position from 1', () => {
  it('sends the valid cells with their positions', () => {
    expect(
      creationCosts([
        ['100', '', '0'],
        ['', '', ''],
        ['abc', '250.5', '300'],
      ]),
    ).toEqual([
      { idEscala: 1, idZona: 1, costo: 100 },
      { idEscala: 3, idZona: 2, costo: 250.5 },
      { idEscala: 3, idZona: 3, costo: 300 },
    ]);
  });

  it('nothing valid: an empty list (the screen says No hay datos válidos para actualizar.)', () => {
    expect(creationCosts([['', '0', '-1']])).toEqual([]);
    expect(feeMessages.sinDatos).toBe('No hay datos válidos para actualizar.');
  });
});

describe('Actualizar Fee: only cells with a cost id and a cost or days above 0', () => {
  it('keeps those cells', () => {
    expect(
      updatedCosts([
        { idFeeLogistico: 1, costo: '100', diasEntrega: '2' },
        { idFeeLogistico: null, costo: '100', diasEntrega: '2' },
        { idFeeLogistico: 3, costo: '0', diasEntrega: '0' },
        { idFeeLogistico: 4, costo: '', diasEntrega: '5' },
        { idFeeLogistico: 5, costo: '12,5', diasEntrega: '' },
      ]),
    ).toEqual([
      { idFeeLogistico: 1, costo: 100, diasEntrega: 2 },
      { idFeeLogistico: 4, costo: 0, diasEntrega: 5 },
      { idFeeLogistico: 5, costo: 12.5, diasEntrega: 0 },
    ]);
  });
});

describe('the dates (002 §5)', () => {
  const today = '2026-11-25';
  it('from today, end at or after start, in this order', () => {
    expect(feeDatesProblem(null, null, today)).toBe(feeMessages.fechaDesde);
    expect(feeDatesProblem(today, null, today)).toBe(feeMessages.fechaHasta);
    expect(feeDatesProblem('2026-11-24', today, today)).toBe(feeMessages.desdeAnteriorAHoy);
    expect(feeDatesProblem('2026-11-27', '2026-11-26', today)).toBe(
      feeMessages.hastaAnteriorADesde,
    );
    expect(feeDatesProblem(today, today, today)).toBeNull();
  });

  it('a start moved after the end takes the end with it', () => {
    expect(feeEndAfterStart('2026-12-10', '2026-12-01')).toBe('2026-12-10');
    expect(feeEndAfterStart('2026-12-01', '2026-12-10')).toBe('2026-12-10');
    expect(feeEndAfterStart('2026-12-01', null)).toBeNull();
  });
});
