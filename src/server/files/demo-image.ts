// Demo images for the seeded listings (DECISIONS 14): a plain product tile drawn as a real PNG,
// so that the demo's cards and edit screens show pictures without shipping binary files.
import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

type Rgb = readonly [number, number, number];

/**
 * A `size` x `size` PNG: a light background of `color`, a rounded "product" block in the
 * colour itself and a shadow under it. Deterministic for the same inputs.
 */
export function productTilePng(color: Rgb, size = 320, variant = 0): Buffer {
  const light: Rgb = [0, 1, 2].map((i) =>
    Math.round(255 - (255 - (color[i] ?? 0)) * 0.15),
  ) as unknown as Rgb;
  const dark: Rgb = [0, 1, 2].map((i) => Math.round((color[i] ?? 0) * 0.7)) as unknown as Rgb;
  const w = size;
  const h = size;
  // The block's proportions change with the variant (tall, wide, square).
  const shapes = [
    [0.3, 0.15, 0.7, 0.8],
    [0.15, 0.3, 0.85, 0.72],
    [0.22, 0.22, 0.78, 0.78],
  ] as const;
  const [x0, y0, x1, y1] = shapes[variant % shapes.length] ?? shapes[0];
  const radius = size * 0.05;
  const raw = Buffer.alloc((w * 3 + 1) * h);
  for (let y = 0; y < h; y++) {
    const row = y * (w * 3 + 1);
    raw[row] = 0;
    for (let x = 0; x < w; x++) {
      const fx = x / w;
      const fy = y / h;
      let px: Rgb = light;
      const inX = fx >= x0 && fx <= x1;
      const inY = fy >= y0 && fy <= y1;
      if (inX && inY) {
        // Rounded corners.
        const cx = Math.min(Math.abs(x - x0 * w), Math.abs(x - x1 * w));
        const cy = Math.min(Math.abs(y - y0 * h), Math.abs(y - y1 * h));
        const corner =
          cx < radius && cy < radius && (radius - cx) ** 2 + (radius - cy) ** 2 > radius ** 2;
        if (!corner) px = fy < y0 + (y1 - y0) * 0.12 ? dark : color;
      } else if (fy > y1 && fy < y1 + 0.04 && fx > x0 + 0.02 && fx < x1 - 0.02) {
        px = [200, 200, 200];
      }
      const o = row + 1 + x * 3;
      raw[o] = px[0];
      raw[o + 1] = px[1];
      raw[o + 2] = px[2];
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(w, 0);
  header.writeUInt32BE(h, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
