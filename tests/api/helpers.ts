// The server as it runs, over real HTTP, on a database of its own: a copy of the migrated
// and seeded template (PGlite) or a fresh schema (PostgreSQL, when DATABASE_URL is set).
import { randomBytes } from 'node:crypto';
import { cpSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { solveChallenge as solvePow, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { expect, inject } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig, type Config } from '../../src/server/config.ts';
import { openPglite, openPostgres, type Db } from '../../src/server/db/db.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { seed } from '../../src/server/db/seed/index.ts';
import { DEMO_PASSWORD } from '../../src/server/db/seed/platform.ts';
import type { Mailer } from '../../src/server/mail/mailer.ts';
import type { components } from '../../src/api/schema.d.ts';
import type { ApiResponse, CallOptions } from '../model/models/driver.ts';

export { DEMO_PASSWORD };

export type LoginResponse = components['schemas']['LoginResponse'];
export type Usuario = components['schemas']['Usuario'];

export const databaseUrl = process.env.DATABASE_URL || undefined;
export const dbKind: 'pglite' | 'postgresql' = databaseUrl ? 'postgresql' : 'pglite';

/** Low proof-of-work difficulty: the tests solve many challenges. */
export const testAltcha = { cost: 50, counterMin: 5, counterMax: 20 };

export interface TestDb {
  db: Db;
  /** The data directory (database files for PGlite, the mail outbox and files for both). */
  dataDir: string;
  /** Closes this connection and opens the same database again. */
  reopen(): Promise<Db>;
  /** Closes the database and removes everything it wrote. */
  dispose(): Promise<void>;
}

/** The run's template image, read once per worker (the api and model levels share modules). */
let templateImage: Promise<Blob> | undefined;

/**
 * A database of the test's own: migrated and seeded, shared with nobody. On PGlite it is opened
 * in memory from the run's template image, unless `onDisk` (a copy of the template's folder,
 * for a test of the data directory itself: only that one can be reopened).
 */
export async function openTestDb(options: { onDisk?: boolean } = {}): Promise<TestDb> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'market-api-'));
  if (databaseUrl) {
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const open = () => openPostgres(databaseUrl, { schema, max: 4 });
    let db = await open();
    await migrate(db);
    await seed(db);
    return {
      get db() {
        return db;
      },
      dataDir,
      async reopen() {
        await db.close();
        db = await open();
        return db;
      },
      async dispose() {
        await db.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
        await db.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }
  const imageFile = inject('templateImage');
  if (options.onDisk !== true && imageFile !== '') {
    templateImage ??= readFile(imageFile).then((bytes) => new Blob([new Uint8Array(bytes)]));
    const db = await openPglite(null, { image: await templateImage });
    return {
      db,
      dataDir,
      reopen() {
        return Promise.reject(new Error('a database in memory cannot be reopened: onDisk'));
      },
      async dispose() {
        await db.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }
  // cpSync, not fs/promises' cp: the template's 1 300 files took 600-1 000 ms of CPU through
  // the promise API (a callback per file and stat), 170-210 ms this way, on each of some 60
  // servers of a run (issue 34 point 16: the suite is bound by its CPU).
  cpSync(inject('templateDir'), dataDir, { recursive: true });
  let db = await openPglite(dataDir);
  return {
    get db() {
      return db;
    },
    dataDir,
    async reopen() {
      await db.close();
      db = await openPglite(dataDir);
      return db;
    },
    async dispose() {
      await db.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestServer {
  baseUrl: string;
  dataDir: string;
  db: Db;
  config: Config;
  close(): Promise<void>;
}

/**
 * A server on its own database. `counting`: the statements whose text it matches are counted
 * (`counted()`), to show what the server asks the database and what it answers from memory.
 */
export async function startServer(
  options: { mailer?: Mailer; counting?: RegExp } = {},
): Promise<TestServer & { counted: () => number }> {
  const testDb = await openTestDb();
  let n = 0;
  const { counting } = options;
  const db: Db =
    counting === undefined
      ? testDb.db
      : {
          ...testDb.db,
          kind: testDb.db.kind,
          query: (sql, params) => {
            if (counting.test(sql)) n += 1;
            return testDb.db.query(sql, params);
          },
          exec: (sql) => testDb.db.exec(sql),
          tx: (fn) => testDb.db.tx(fn),
          listen: (channel, handlers) => testDb.db.listen(channel, handlers),
          close: () => testDb.db.close(),
        };
  const config = loadConfig({
    DATA_DIR: testDb.dataDir,
    LOG_LEVEL: 'warn',
    // No built app in the tests: the API alone.
    WEB_DIR: path.join(testDb.dataDir, 'no-web'),
  });
  const app = await buildApp({
    config,
    db,
    altcha: testAltcha,
    validateResponses: true,
    logger: { level: 'warn' },
    ...(options.mailer ? { mailer: options.mailer } : {}),
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    dataDir: testDb.dataDir,
    db: testDb.db,
    config,
    counted: () => n,
    async close() {
      await app.close();
      await testDb.dispose();
    },
  };
}

// The answer of a call and its options: the same types the machines' test models use.
export type { ApiResponse, CallOptions };

export async function call(
  baseUrl: string,
  method: string,
  pathAndQuery: string,
  options: CallOptions = {},
): Promise<ApiResponse> {
  const headers: Record<string, string> = {};
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.json !== undefined) body = JSON.stringify(options.json);
  if (options.raw !== undefined) body = options.raw;
  if (body !== undefined) headers['content-type'] = 'application/json';
  Object.assign(headers, options.headers);
  const res = await fetch(`${baseUrl}${pathAndQuery}`, { method, headers, body });
  const text = await res.text();
  let parsed: unknown;
  if (text !== '') {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text;
    }
  }
  return { status: res.status, headers: res.headers, body: parsed };
}

/**
 * An order's cancellation (001 §4, §6): asked by its seller's admin (checked), then decided by
 * the admin moderator, with or without refund. Answers the decision's call.
 */
export async function annulThroughRequest(
  baseUrl: string,
  tokens: { selleradmin: string; moderador: string },
  idVenta: number,
  devolucionDinero: boolean,
): Promise<ApiResponse> {
  const asked = await call(baseUrl, 'POST', '/api/Ordenes/SolicitudAnulacion', {
    token: tokens.selleradmin,
    json: { idVenta, solicitarAnulacion: true, idMotivoAnulacion: 1 },
  });
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  return call(baseUrl, 'POST', '/api/Ordenes/AnulacionReversion', {
    token: tokens.moderador,
    json: { idVenta, devolucionDinero, rechazado: false },
  });
}

/** A GET answered with a file: its status, headers and bytes as they came. */
export async function download(
  baseUrl: string,
  pathAndQuery: string,
  options: CallOptions = {},
): Promise<{ status: number; headers: Headers; bytes: Buffer }> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  const res = await fetch(`${baseUrl}${pathAndQuery}`, { headers });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** Asserts the shape of every failed call (DECISIONS 4): `{ errores: [non-empty strings] }`. */
export function errores(res: ApiResponse): string[] {
  expect(res.body, `answer ${res.status}`).toEqual({ errores: expect.any(Array) as unknown });
  const list = (res.body as { errores: unknown[] }).errores;
  expect(list.length).toBeGreaterThan(0);
  for (const e of list) {
    expect(typeof e).toBe('string');
    expect((e as string).trim()).not.toBe('');
  }
  return list as string[];
}

/** The payload the login widget sends: base64 of `{ challenge, solution }`. */
export function encodeSolution(challenge: Challenge, solution: object): string {
  return Buffer.from(JSON.stringify({ challenge, solution }), 'utf8').toString('base64');
}

/** Fetches a challenge and solves it in Node, as the widget does in the browser. */
export async function solveChallenge(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/account/Desafio`);
  expect(res.status).toBe(200);
  const challenge = (await res.json()) as Challenge;
  const solution = await solvePow({ challenge, deriveKey, timeout: 20_000 });
  if (!solution) throw new Error('no se pudo resolver el desafío');
  return encodeSolution(challenge, solution);
}

export interface LoginBody {
  Usuario: string;
  Password: string;
  SolveReCaptcha: boolean;
  TokenReCaptcha: string;
}

/** POST /api/account/login with a freshly solved challenge (unless one is given). */
export async function loginRequest(
  baseUrl: string,
  usuario: string,
  password: string,
  overrides: Partial<LoginBody> = {},
): Promise<ApiResponse> {
  const body: LoginBody = {
    Usuario: usuario,
    Password: password,
    SolveReCaptcha: true,
    TokenReCaptcha: overrides.TokenReCaptcha ?? (await solveChallenge(baseUrl)),
    ...overrides,
  };
  return call(baseUrl, 'POST', '/api/account/login', { json: body });
}

/** Logs in and returns the session; fails the test when the login is refused. */
export async function login(
  baseUrl: string,
  usuario: string,
  password: string = DEMO_PASSWORD,
): Promise<LoginResponse> {
  const res = await loginRequest(baseUrl, usuario, password);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as LoginResponse;
}

/** The .eml files written to `<dataDir>/outbox` (no SMTP configured), oldest first. */
export async function outbox(dataDir: string): Promise<string[]> {
  const dir = path.join(dataDir, 'outbox');
  const names = await readdir(dir).catch(() => [] as string[]);
  return Promise.all(
    names
      .filter((n) => n.endsWith('.eml'))
      .sort()
      .map((n) => readFile(path.join(dir, n), 'utf8')),
  );
}

/** The text body of an .eml as a reader sees it (quoted-printable or base64 undone). */
export function emlText(eml: string): string {
  const split = eml.search(/\r?\n\r?\n/);
  const head = eml.slice(0, split);
  const body = eml.slice(split).trim();
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString();
  if (encoding === 'quoted-printable') {
    const bytes: number[] = [];
    const joined = body.replace(/=\r?\n/g, '');
    for (let i = 0; i < joined.length; i++) {
      const hex = joined.slice(i + 1, i + 3);
      if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
        bytes.push(parseInt(hex, 16));
        i += 2;
      } else {
        bytes.push(...Buffer.from(joined.charAt(i), 'utf8'));
      }
    }
    return Buffer.from(bytes).toString('utf8');
  }
  return body;
}

/** Every demo user of the seed, one per role (and `renovar`, who must renew its password). */
export const demoUsers = [
  'categoria',
  'moderador',
  'selleradmin',
  'seller',
  'seller2',
  'lectura',
  'proveedor',
  'contable',
  'renovar',
] as const;

/** The demo users that have a working session (all but `renovar`). */
export const activeDemoUsers = demoUsers.filter(
  (u): u is Exclude<(typeof demoUsers)[number], 'renovar'> => u !== 'renovar',
);

/** Logs each user in once: the sessions' tokens and user ids, by user name. */
export async function loginAll<U extends string>(
  baseUrl: string,
  users: readonly U[],
): Promise<{ tokens: Record<U, string>; ids: Record<U, number> }> {
  const tokens = {} as Record<U, string>;
  const ids = {} as Record<U, number>;
  for (const u of users) {
    const session = await login(baseUrl, u);
    tokens[u] = session.token;
    ids[u] = session.userId;
  }
  return { tokens, ids };
}

/** The smallest valid PNG (1 x 1). */
export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6300010000050001' +
    '0d0a2db40000000049454e44ae426082',
  'hex',
);

/** What a new listing needs from the seeded catalogue: the first of each, two active types. */
export interface DemoCatalogue {
  categoria: string;
  marca: string;
  /** The highest VAT rate. */
  alicuota: number;
  tipo: number;
  otroTipo: number;
}

export async function demoCatalogue(db: Db): Promise<DemoCatalogue> {
  const [cat] = await db.query<{ codigo: string }>(
    'SELECT codigo FROM subfamilias ORDER BY codigo LIMIT 1',
  );
  const [marca] = await db.query<{ codigo: string }>(
    'SELECT codigo FROM marcas ORDER BY codigo LIMIT 1',
  );
  const [iva] = await db.query<{ alicuota: string }>(
    'SELECT alicuota::text FROM alicuotas_iva ORDER BY alicuota DESC LIMIT 1',
  );
  const tipos = await db.query<{ id_tipo_publicacion: number }>(
    'SELECT id_tipo_publicacion FROM tipos_publicacion WHERE activo ORDER BY id_tipo_publicacion',
  );
  return {
    categoria: cat?.codigo ?? '',
    marca: marca?.codigo ?? '',
    alicuota: Number(iva?.alicuota),
    tipo: tipos[0]?.id_tipo_publicacion ?? 0,
    otroTipo: tipos[1]?.id_tipo_publicacion ?? 0,
  };
}
