// The invoice check's time limit counts the work on the file only (src/server/orders/pdf-check.ts;
// 001 §5): a worker that is slow to start (a busy machine) never makes a valid PDF "too
// complex", the workers stay warm for the next file, and a parse that does not end within the
// limit is still refused as too complex, its worker replaced. The slow start and the endless
// parse are the checker's test options (the worker holds its thread that long); no assertion
// here depends on how fast the machine is.
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderMessages } from '../../src/domain/order-rules.ts';
import { ApiError } from '../../src/server/http/errors.ts';
import {
  PARSE_TIMEOUT_MS,
  createPdfChecker,
  type PdfChecker,
} from '../../src/server/orders/pdf-check.ts';

let invoice: Buffer;
const checkers: PdfChecker[] = [];
const checker = (options: Parameters<typeof createPdfChecker>[0]) => {
  const c = createPdfChecker(options);
  checkers.push(c);
  return c;
};

beforeAll(async () => {
  const doc = await PDFDocument.create();
  doc.addPage([595, 842]).drawText('Factura B 0001-00001234');
  invoice = Buffer.from(await doc.save());
});
afterAll(async () => {
  await Promise.all(checkers.map((c) => c.close()));
});

describe('the PDF check counts the work on the file only', () => {
  it('a worker that takes longer than the limit to start still accepts a valid PDF, and stays warm for the next', async () => {
    // The server's own limit; the worker is ready only a second after it would have run out.
    const slow = checker({
      parseTimeoutMs: PARSE_TIMEOUT_MS,
      startDelayMs: PARSE_TIMEOUT_MS + 1_000,
    });
    expect(await slow.check(invoice)).toEqual({ pages: 1 });
    expect(await slow.check(invoice)).toEqual({ pages: 1 });
    expect(slow.workersStarted).toBe(1);
  }, 120_000);

  it('a parse that does not end within the limit is refused as too complex; its worker is replaced', async () => {
    const endless = checker({ parseTimeoutMs: 200, parseDelayMs: 600_000 });
    for (const n of [1, 2]) {
      const refused = await endless.check(invoice).then(
        () => null,
        (err: unknown) => err,
      );
      expect(refused).toBeInstanceOf(ApiError);
      expect((refused as ApiError).statusCode).toBe(400);
      expect((refused as ApiError).errores).toEqual([orderMessages.pdfMuyComplejo]);
      expect(endless.workersStarted).toBe(n);
    }
  }, 120_000);

  it('not a PDF, and a broken one, answer at once with the format text', async () => {
    const plain = checker({ parseTimeoutMs: PARSE_TIMEOUT_MS });
    for (const bytes of [
      Buffer.from('Esto no es un PDF'),
      Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4000, 0x41)]),
    ]) {
      await expect(plain.check(bytes)).rejects.toMatchObject({ errores: [orderMessages.noEsPdf] });
    }
    expect(await plain.check(invoice)).toEqual({ pages: 1 });
  }, 120_000);
});
