// The CRC-32 of two pieces of data put end to end, from the CRC of each and the second's length
// (zlib's crc32_combine, which Node does not expose): the threads that render and deflate an
// export's batches each know only their batch's CRC (./sheet-render.ts), the zip entry needs
// the whole sheet's. Arithmetic over GF(2): the first CRC is advanced over len2 zero bytes by
// repeated squaring of the CRC's shift operator, then the second is added.

/** The operator `mat` applied to the 32-bit vector `vec`. */
function times(mat: Int32Array, vec: number): number {
  let sum = 0;
  let v = vec >>> 0;
  for (let i = 0; v !== 0; i++, v >>>= 1) if (v & 1) sum ^= mat[i] ?? 0;
  return sum;
}

/** square = mat · mat. */
function square(target: Int32Array, mat: Int32Array): void {
  for (let n = 0; n < 32; n++) target[n] = times(mat, mat[n] ?? 0);
}

/** CRC-32 (as zlib's crc32) of A followed by B, from crc(A), crc(B) and B's length in bytes. */
export function crc32Combine(crc1: number, crc2: number, len2: number): number {
  if (len2 <= 0) return crc1 >>> 0;
  const even = new Int32Array(32);
  const odd = new Int32Array(32);
  // The operator for one zero bit: the CRC-32 polynomial, reflected.
  odd[0] = 0xedb88320 | 0;
  for (let n = 1, row = 1; n < 32; n++, row <<= 1) odd[n] = row;
  square(even, odd); // two zero bits
  square(odd, even); // four zero bits
  let crc = crc1 | 0;
  let len = len2;
  // Each pass squares the operator (one zero byte, two, four...) and applies it where len has a bit.
  for (;;) {
    square(even, odd);
    if (len % 2 === 1) crc = times(even, crc);
    len = Math.floor(len / 2);
    if (len === 0) break;
    square(odd, even);
    if (len % 2 === 1) crc = times(odd, crc);
    len = Math.floor(len / 2);
    if (len === 0) break;
  }
  return (crc ^ crc2) >>> 0;
}
