// 000 §2.8, §5, §6, §8: who sees what on the bulk screens, the checks made before a file is
// sent, and how the answers of an upload become its result.
import { describe, expect, it } from 'vitest';
import type { TipoUsuario } from '../../src/domain/roles.ts';
import { BULK_MAX_UPLOAD_BYTES, bulkMessages } from '../../src/domain/listing-bulk.ts';
import { bulkViewFor, noOptions } from '../../src/web/listings-bulk/bulk-view.ts';
import { fileProblem, optionsProblem } from '../../src/web/listings-bulk/file-checks.ts';
import {
  failedRowsNotice,
  mergeErrores,
  noticeToast,
  notImportedNotice,
  outcomeSummary,
  skuOf,
} from '../../src/web/listings-bulk/bulk-outcome.ts';

describe('who sees what (000 §2.8, §6)', () => {
  it.each([3, 4] as TipoUsuario[])(
    'sellers (%i) create from a file and update prices and stock by SKU seller with the import options',
    (tipo) => {
      const view = bulkViewFor(tipo);
      expect(view.creates).toBe(true);
      expect(view.priceStock).toMatchObject({
        by: 'skuSeller',
        plantilla: 'skuSeller',
        opciones: true,
      });
      expect(view.tipoYEnvio).toBe(false);
    },
  );

  it('category updates by marketplace SKU with the import options, and sees the type-and-shipping card', () => {
    const view = bulkViewFor(1);
    expect(view.creates).toBe(false);
    expect(view.priceStock).toMatchObject({ by: 'codigo', plantilla: 'codigo', opciones: true });
    expect(view.tipoYEnvio).toBe(true);
  });

  it('the options selector is hidden for admin, whose file changes the stock only', () => {
    const view = bulkViewFor(2);
    expect(view.creates).toBe(false);
    expect(view.priceStock).toMatchObject({
      by: 'codigo',
      opciones: false,
      opcionesFijas: { ch_stock: true, ch_precioLista: false, ch_precioPromocional: false },
    });
    expect(view.tipoYEnvio).toBe(true);
  });

  it.each([5, 6, 7, 8] as TipoUsuario[])('type %i gets no bulk card', (tipo) => {
    expect(bulkViewFor(tipo)).toEqual({ creates: false, priceStock: null, tipoYEnvio: false });
  });
});

describe('checks before the upload (000 §5)', () => {
  it("no file: 'No ha seleccionado ningún archivo excel.'", () => {
    expect(fileProblem(null)).toBe('No ha seleccionado ningún archivo excel.');
  });

  it.each(['precios.csv', 'precios.xlsm', 'precios', 'precios.xlsx.pdf'])(
    "%s: 'La extension del archivo deberia ser: xls, xlsx'",
    (name) => {
      expect(fileProblem({ name, size: 10 })).toBe(
        'La extension del archivo deberia ser: xls, xlsx',
      );
    },
  );

  it.each(['precios.xlsx', 'PRECIOS.XLS', 'a b.xlsx'])('%s may be sent', (name) => {
    expect(fileProblem({ name, size: 10 })).toBeNull();
  });

  it('a file over the upload limit is refused before it is sent', () => {
    expect(fileProblem({ name: 'a.xlsx', size: BULK_MAX_UPLOAD_BYTES + 1 })).toBe(
      bulkMessages.fileTooBig,
    );
  });

  it("sellers must tick one import option: 'Debe seleccionar al menos una opción de importación'", () => {
    expect(optionsProblem(true, noOptions)).toBe(
      'Debe seleccionar al menos una opción de importación',
    );
    expect(optionsProblem(true, { ...noOptions, ch_precioLista: true })).toBeNull();
    // Hidden options (admin) are not asked for.
    expect(optionsProblem(false, noOptions)).toBeNull();
  });
});

describe('the result of an upload (000 §8, issue 6)', () => {
  const e = (fila: number, motivo: string, skuSeller: string | null = null) => ({
    fila,
    motivo,
    skuSeller,
    skuMarket: null,
  });

  it('the failed rows of the reading and of the applying, once each and by row', () => {
    expect(
      mergeErrores([e(5, 'b'), e(2, 'a')], [e(2, 'a'), e(3, 'c')], undefined).map((x) => x.fila),
    ).toEqual([2, 3, 5]);
  });

  it("'no se importo' shows the answer's message, which names the failed SKUs", () => {
    expect(notImportedNotice('El SKU A1 no se importo: Stock', ['A1'])).toBe(
      'El SKU A1 no se importo: Stock',
    );
  });

  it('without a message, the failed SKUs are listed (the first 20 and how many more)', () => {
    expect(notImportedNotice('', ['B2', 'B2', 'C3'])).toBe('No se importaron los SKU: B2, C3.');
    const many = Array.from({ length: 23 }, (_, i) => `S${String(i + 1)}`);
    expect(notImportedNotice(null, many)).toMatch(/S20 y 3 más\.$/);
    expect(notImportedNotice(null, [])).toBeNull();
  });

  it('the summary counts the applied listings and the different failed rows', () => {
    expect(
      outcomeSummary({ accion: 'actualizacion', aplicadas: 3, errores: [e(2, 'a'), e(2, 'b')] }),
    ).toEqual({ aplicadas: 'Publicaciones actualizadas: 3', fallidas: 'Filas con errores: 1' });
    expect(outcomeSummary({ accion: 'creacion', aplicadas: 1, errores: [] }).aplicadas).toBe(
      'Publicaciones creadas: 1',
    );
  });

  it('a notice says how many rows failed out of the file', () => {
    expect(failedRowsNotice([e(2, 'a'), e(2, 'b'), e(4, 'c')], 5)).toBe(
      bulkMessages.someFailed(2, 5),
    );
    expect(failedRowsNotice([], 5)).toBeNull();
  });

  it('the toast of a long message is its first line; the result keeps the whole text', () => {
    expect(noticeToast('2 de 7 filas no se importaron.\nEl SKU A no se importo: x')).toBe(
      '2 de 7 filas no se importaron. Vea el detalle en el resultado.',
    );
    expect(noticeToast('El SKU A no se importo: x')).toBe('El SKU A no se importo: x');
  });

  it('a failed row names the seller SKU, else the marketplace SKU', () => {
    expect(skuOf({ skuSeller: 'S1', skuMarket: 'M1' })).toBe('S1');
    expect(skuOf({ skuSeller: null, skuMarket: 'M1' })).toBe('M1');
  });
});
