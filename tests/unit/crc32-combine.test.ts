// crc32Combine (src/server/exports/crc32-combine.ts) against Node's zlib.crc32 of the pieces put
// end to end: random pieces of random lengths (empty, one byte, across powers of two, a few MB).
import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32Combine } from '../../src/server/exports/crc32-combine.ts';

describe('crc32Combine', () => {
  it('equals the CRC of the concatenation, for pieces of many lengths', () => {
    const lengths = [0, 1, 2, 3, 4, 7, 8, 255, 256, 1023, 1024, 65_537, 1_000_003, 3_145_728];
    for (const a of lengths) {
      for (const b of [0, 1, 5, 4096, 65_535, 2_000_001]) {
        const left = randomBytes(a);
        const right = randomBytes(b);
        expect(crc32Combine(crc32(left), crc32(right), b), `${String(a)} + ${String(b)}`).toBe(
          crc32(Buffer.concat([left, right])),
        );
      }
    }
  });

  it('folds many pieces in order, as the export appends its batches', () => {
    const pieces = Array.from({ length: 50 }, (_, i) => randomBytes(1 + ((i * 7919) % 20_000)));
    let crc = 0;
    for (const p of pieces) crc = crc32Combine(crc, crc32(p), p.length);
    expect(crc).toBe(crc32(Buffer.concat(pieces)));
  });
});
