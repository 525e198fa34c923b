// One GET through node:http, the answer read as sent and inflated as its content-encoding
// says: for the tests that look at the encoding itself (tests/api/compression.test.ts) and the
// list benches' client (scripts/bench/shared.ts). Free of vitest, as scripts use it.
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export interface RawAnswer {
  status: number;
  /** The answer's content-encoding, if any. */
  encoding: string | undefined;
  /** The bytes of the body as sent. */
  sent: number;
  /** The body, inflated. */
  text: string;
}

export function getDecoded(
  url: string,
  options: { headers: Record<string, string>; agent?: http.Agent },
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, options, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          const plain =
            encoding === 'br'
              ? brotliDecompressSync(raw)
              : encoding === 'gzip'
                ? gunzipSync(raw)
                : raw;
          resolve({
            status: res.statusCode ?? 0,
            encoding,
            sent: raw.length,
            text: plain.toString('utf8'),
          });
        });
      })
      .on('error', reject);
  });
}
