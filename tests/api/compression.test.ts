// Issue 37 point 3: an answer that fits in TCP's first flight goes as it is (compressing it
// saves no round trip and costs both ends CPU); a larger one is compressed for a client that
// accepts it, and reads the same.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_THRESHOLD_BYTES } from '../../src/server/app.ts';
import { getDecoded } from '../http-get.ts';
import { login, startServer, type TestServer } from './helpers.ts';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startServer();
  token = (await login(server.baseUrl, 'moderador')).token;
});
afterAll(async () => {
  await server.close();
});

/** The answer as sent (its encoding and bytes) and the text it holds. */
const get = (path: string, acceptEncoding: string) =>
  getDecoded(`${server.baseUrl}${path}`, {
    headers: { authorization: `Bearer ${token}`, 'accept-encoding': acceptEncoding },
  });

const page = (size: number) => `/api/Publicaciones?NumeroPagina=1&CantidadPagina=${String(size)}`;

describe('compression of the answers', () => {
  it('a page of 10 listings (under 12 KiB) goes uncompressed, even to a client that accepts it', async () => {
    const small = await get(page(10), 'gzip, deflate, br');
    expect(small.encoding).toBeUndefined();
    expect(small.sent).toBeGreaterThan(1024);
    expect(small.sent).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
  });

  it('a page of 50 listings (over 12 KiB) is compressed, and reads the same', async () => {
    const plain = await get(page(50), 'identity');
    expect(plain.encoding).toBeUndefined();
    expect(plain.sent).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    for (const accepted of ['gzip', 'br']) {
      const packed = await get(page(50), accepted);
      expect(packed.encoding).toBe(accepted);
      expect(packed.sent).toBeLessThan(plain.sent / 2);
      expect(JSON.parse(packed.text)).toEqual(JSON.parse(plain.text));
    }
  });
});
