// A body over the limit is answered, and the client reads the answer (DECISIONS 4): the server
// reads (and throws away) what the client is still sending before it answers, so a real client
// sees the 413 and its Spanish text, not a broken pipe (curl: 'Send failure: Broken pipe').
// Each client sends its body as a stream, a chunk at a time, as one does over a network; an
// error while sending fails the call, as it fails curl.
import { execFile } from 'node:child_process';
import http from 'node:http';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkMessages } from '../../src/domain/listing-bulk.ts';
import { orderMessages } from '../../src/domain/order-rules.ts';
import { listingMessages } from '../../src/domain/texts/listings.ts';
import { DRAIN_MAX_BYTES, drainBody } from '../../src/server/http/drain.ts';
import { loginAll, startServer, type TestServer } from './helpers.ts';

const MB = 1024 * 1024;
const TOO_LARGE = 'La solicitud es demasiado grande.';

let server: TestServer;
let token = '';
let dir = '';
beforeAll(async () => {
  server = await startServer();
  token = (await loginAll(server.baseUrl, ['seller'])).tokens.seller;
  dir = await mkdtemp(path.join(tmpdir(), 'market-body-'));
});
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  body: string;
}

interface Sent {
  chunked?: boolean;
  contentType?: string;
  head?: string;
  tail?: string;
}

/**
 * node:http: `head`, then `size` bytes in 64 KB chunks, each after the previous one was taken
 * (with a content-length, or chunked), then `tail`. The answer once the whole body was sent and
 * the answer read; an error while sending (EPIPE, ECONNRESET) fails it.
 */
function nodeHttp(route: string, size: number, options: Sent = {}): Promise<Answer> {
  const head = Buffer.from(options.head ?? '');
  const tail = Buffer.from(options.tail ?? '');
  const headers: Record<string, string> = {
    'content-type': options.contentType ?? 'application/json',
    authorization: `Bearer ${token}`,
  };
  if (options.chunked !== true)
    headers['content-length'] = String(head.length + size + tail.length);
  return new Promise((resolve, reject) => {
    let answer: Answer | null = null;
    let finished = false;
    const done = () => {
      if (answer && finished) resolve(answer);
    };
    const req = http.request(new URL(route, server.baseUrl), { method: 'POST', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        answer = { status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') };
        done();
      });
    });
    req.on('error', reject);
    req.on('finish', () => {
      finished = true;
      done();
    });
    const chunk = Buffer.alloc(64 * 1024, 0x41);
    let sent = 0;
    req.write(head);
    const more = () => {
      if (sent >= size) {
        req.end(tail);
        return;
      }
      const part = chunk.subarray(0, Math.min(chunk.length, size - sent));
      sent += part.length;
      if (req.write(part)) setImmediate(more);
      else req.once('drain', more);
    };
    more();
  });
}

/** fetch (undici), the body a stream of 64 KB chunks. */
async function fetchStream(route: string, size: number): Promise<Answer> {
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= size) {
        controller.close();
        return;
      }
      const n = Math.min(64 * 1024, size - sent);
      sent += n;
      controller.enqueue(new Uint8Array(n).fill(0x41));
    },
  });
  const res = await fetch(new URL(route, server.baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body,
    duplex: 'half',
  } as RequestInit);
  return { status: res.status, body: await res.text() };
}

/** curl, uploading a file of `size` bytes as it is (-T, the way a large file is sent). */
async function curl(route: string, size: number): Promise<Answer> {
  const file = path.join(dir, `body-${String(size)}.json`);
  await writeFile(file, Buffer.alloc(size, 0x41));
  const { stdout } = await promisify(execFile)('curl', [
    '-sS',
    '-X',
    'POST',
    '-H',
    'content-type: application/json',
    '-H',
    `authorization: Bearer ${token}`,
    '-T',
    file,
    '-w',
    '\n%{http_code}',
    new URL(route, server.baseUrl).href,
  ]);
  const at = stdout.lastIndexOf('\n');
  return { status: Number(stdout.slice(at + 1)), body: stdout.slice(0, at) };
}

/** A multipart form of one file part of `size` bytes, sent by node:http. */
function multipart(route: string, field: string, size: number, chunked = false): Promise<Answer> {
  const boundary = '----market-body-limit';
  return nodeHttp(route, size, {
    chunked,
    contentType: `multipart/form-data; boundary=${boundary}`,
    head:
      `--${boundary}\r\nContent-Disposition: form-data; name="filename"\r\n\r\ngrande.xlsx\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="grande.xlsx"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
    tail: `\r\n--${boundary}--\r\n`,
  });
}

const errores = (a: Answer) => (JSON.parse(a.body) as { errores: string[] }).errores;

describe('a body over the limit: the client reads the answer (DECISIONS 4)', () => {
  it('JSON calls, public and secured: node:http (content-length, chunked), fetch and curl read the 413', async () => {
    for (const route of ['/api/account/login', '/api/Ordenes']) {
      for (const [name, send] of [
        ['node:http', () => nodeHttp(route, 3 * MB)],
        ['node:http chunked', () => nodeHttp(route, 3 * MB, { chunked: true })],
        ['fetch', () => fetchStream(route, 3 * MB)],
        ['curl', () => curl(route, 3 * MB)],
      ] as const) {
        const a = await send();
        expect(a.status, `${route} ${name}: ${a.body}`).toBe(413);
        expect(errores(a), `${route} ${name}`).toEqual([TOO_LARGE]);
      }
    }
  });

  it('a call with a limit of its own answers its own text (an invoice over 5 MB)', async () => {
    for (const send of [
      () => nodeHttp('/api/Ordenes/Comprobante', 12 * MB),
      () => curl('/api/Ordenes/Comprobante', 12 * MB),
    ]) {
      const a = await send();
      expect(a.status, a.body).toBe(413);
      expect(errores(a)).toEqual([orderMessages.pdfMuyGrande]);
    }
  });

  it('multipart uploads: a workbook over its limit (413) and an image over 500 kB (400)', async () => {
    for (const chunked of [false, true]) {
      const excel = await multipart('/PublicacionesExcel', 'filedata', 12 * MB, chunked);
      expect(excel.status, excel.body).toBe(413);
      expect(errores(excel)).toEqual([bulkMessages.fileTooBig]);
      const image = await multipart('/Imagen', 'file', 3 * MB, chunked);
      expect(image.status, image.body).toBe(400);
      expect(errores(image)).toEqual([listingMessages.imageTooBig]);
    }
  });

  it('refused before the body is read (no session), or on a route that does not exist: the answer is read too', async () => {
    const saved = token;
    token = 'no-es-un-token';
    try {
      const a = await nodeHttp('/api/Ordenes', 3 * MB);
      expect(a.status, a.body).toBe(401);
    } finally {
      token = saved;
    }
    // A route that does not exist reads its body like any other: over 1 MB, 413.
    const missing = await nodeHttp('/api/NoExiste', 3 * MB);
    expect(missing.status, missing.body).toBe(413);
    expect(errores(missing)).toEqual([TOO_LARGE]);
  });

  it('the server reads at most its cap of a refused body, and waits for an idle client no longer than its limit', async () => {
    expect(DRAIN_MAX_BYTES).toBeGreaterThanOrEqual(32 * MB);
    const { PassThrough } = await import('node:stream');
    const endless = new PassThrough();
    const over = drainBody(endless as never, { maxBytes: 1000, idleMs: 60_000 });
    endless.write(Buffer.alloc(600));
    endless.write(Buffer.alloc(600));
    expect(await over).toBe(false);
    const idle = new PassThrough();
    const waited = drainBody(idle as never, { maxBytes: 1000, idleMs: 50 });
    idle.write(Buffer.alloc(10));
    expect(await waited).toBe(false);
    const whole = new PassThrough();
    const ended = drainBody(whole as never, { maxBytes: 1000, idleMs: 60_000 });
    whole.end(Buffer.alloc(999));
    expect(await ended).toBe(true);
  });
});
