// Issue 11: a day typed into a date field (src/web/ui/typed-day.ts) and the texts that say what
// is wrong with it (src/domain/form-messages.ts), and what the listings counters count
// (src/domain/texts/listings.ts).
import { describe, expect, it } from 'vitest';
import { DAY_FORMAT_MESSAGE, dayRangeMessage } from '../../src/domain/form-messages.ts';
import { countersCaption } from '../../src/domain/texts/listings.ts';
import { dayBounds, readTypedDay } from '../../src/web/ui/typed-day.ts';

describe('a typed day', () => {
  it('inside the bounds is a day', () => {
    expect(readTypedDay('25/11/2026', '2026-01-01', '2026-11-25')).toEqual({
      kind: 'day',
      iso: '2026-11-25',
    });
    expect(readTypedDay(' 01/01/1900 ', null, null)).toEqual({ kind: 'day', iso: '1900-01-01' });
  });

  it('outside the bounds says which days the field takes', () => {
    expect(readTypedDay('26/11/2026', null, '2026-11-25')).toEqual({
      kind: 'outOfRange',
      iso: '2026-11-26',
      message: 'La fecha debe estar entre el 01/01/1900 y el 25/11/2026.',
    });
    expect(readTypedDay('31/12/2019', '2020-01-01', null)).toMatchObject({
      kind: 'outOfRange',
      message: 'La fecha debe estar entre el 01/01/2020 y el 31/12/2999.',
    });
    // The years the server accepts bound every field.
    expect(readTypedDay('01/01/1899', null, null)).toMatchObject({ kind: 'outOfRange' });
    expect(readTypedDay('01/01/3000', null, null)).toMatchObject({ kind: 'outOfRange' });
  });

  it('that is no real day, or not DD/MM/AAAA, asks for the format; empty is empty', () => {
    for (const text of ['31/02/2026', '1/3/26', '01/13/2026', '2026-01-01', '01/0']) {
      expect(readTypedDay(text, null, null)).toEqual({
        kind: 'notADay',
        message: DAY_FORMAT_MESSAGE,
      });
    }
    expect(readTypedDay('  ', null, null)).toEqual({ kind: 'empty' });
  });

  it("a field's bounds are kept within 1900-2999", () => {
    expect(dayBounds(null, undefined)).toEqual({ min: '1900-01-01', max: '2999-12-31' });
    expect(dayBounds('1800-01-01', '2026-11-25')).toEqual({ min: '1900-01-01', max: '2026-11-25' });
  });
});

describe('texts', () => {
  it('the range message names the bounds it has', () => {
    expect(dayRangeMessage('2026-01-01', null)).toBe(
      'La fecha no puede ser anterior al 01/01/2026.',
    );
    expect(dayRangeMessage(null, '2026-11-25')).toBe(
      'La fecha no puede ser posterior al 25/11/2026.',
    );
    expect(dayRangeMessage('2026-11-25', '2026-11-25')).toBe('La fecha debe ser el 25/11/2026.');
  });

  it('the counters say they count the whole scope, not the filtered list', () => {
    expect(countersCaption({ staff: false, sellerName: null })).toBe(
      'Totales de todas sus publicaciones, sin aplicar los filtros.',
    );
    expect(countersCaption({ staff: true, sellerName: null })).toBe(
      'Totales de todas las publicaciones de todos los sellers, sin aplicar los filtros.',
    );
    expect(countersCaption({ staff: true, sellerName: 'Litoral Sport' })).toBe(
      'Totales de todas las publicaciones de Litoral Sport; solo se aplica el filtro Seller.',
    );
  });
});
