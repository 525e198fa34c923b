// 401 before 400 (issue 11): a call without a live session answers 401 whatever its body,
// query or path, before anything is read or validated. The operations are read from the
// contract (openapi/), so every operation a new area declares is walked too.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { contractPath, securedOperations } from '../../src/server/app.ts';
import {
  call,
  errores,
  login,
  startServer,
  type ApiResponse,
  type CallOptions,
  type TestServer,
} from './helpers.ts';

interface Operation {
  operationId: string;
  method: string;
  path: string;
}

const spec = parse(readFileSync(contractPath, 'utf8')) as {
  paths: Record<string, Record<string, { operationId?: string }>>;
};
const secured = securedOperations();
const operations: Operation[] = Object.entries(spec.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([, op]) => op.operationId !== undefined && secured.has(op.operationId))
    .map(([method, op]) => ({ operationId: op.operationId as string, method, path })),
);

/** The path with every parameter filled with text no schema accepts. */
const wrongPath = (path: string) => path.replace(/\{[^}]+\}/g, 'no-es-un-numero');
/** The path with every parameter filled with a plausible value. */
const plausiblePath = (path: string) => path.replace(/\{[^}]+\}/g, '1');

/** A GET carries no body: its wrong input is in the query and the path only. */
function send(op: Operation, url: string, options: CallOptions): Promise<ApiResponse> {
  const method = op.method.toUpperCase();
  if (method === 'GET' || method === 'HEAD') {
    const { token } = options;
    return call(server.baseUrl, method, url, token === undefined ? {} : { token });
  }
  return call(server.baseUrl, method, url, options);
}

/** Bodies and queries a caller could send by mistake, each refused by the contract otherwise. */
const variants: { name: string; send: (op: Operation, token?: string) => Promise<ApiResponse> }[] =
  [
    {
      name: 'cuerpo vacío {}',
      send: (op, token) =>
        send(op, plausiblePath(op.path), {
          json: {},
          ...(token === undefined ? {} : { token }),
        }),
    },
    {
      name: 'cuerpo inválido y consulta inválida',
      send: (op, token) =>
        send(op, `${wrongPath(op.path)}?pagina=-x&campoDesconocido=1&Fecha=no-es-fecha`, {
          raw: '{"a": ',
          ...(token === undefined ? {} : { token }),
        }),
    },
    {
      name: 'texto plano',
      send: (op, token) =>
        send(op, plausiblePath(op.path), {
          raw: 'hola',
          headers: { 'content-type': 'text/plain' },
          ...(token === undefined ? {} : { token }),
        }),
    },
    {
      name: 'sin cuerpo',
      send: (op, token) =>
        send(op, plausiblePath(op.path), {
          ...(token === undefined ? {} : { token }),
        }),
    },
  ];

let server: TestServer;
let revoked: string;
let expired: string;
beforeAll(async () => {
  server = await startServer();
  // A token that was live and was revoked by logout.
  revoked = (await login(server.baseUrl, 'seller')).token;
  const out = await call(server.baseUrl, 'POST', '/api/account/logout', { token: revoked });
  expect(out.status).toBe(204);
  // A token whose session expired.
  expired = (await login(server.baseUrl, 'moderador')).token;
  await server.db.query(`UPDATE sessions SET expires_at = now() - interval '1 minute'`);
});
afterAll(async () => {
  await server.close();
});

describe('every secured operation answers 401 before any validation', () => {
  it('the contract secures the operations of every area', () => {
    expect(operations.length).toBeGreaterThan(40);
    expect(secured.has('login')).toBe(false);
    expect(secured.has('health')).toBe(false);
  });

  const tokens: { name: string; token: () => string | undefined }[] = [
    { name: 'sin token', token: () => undefined },
    { name: 'token inventado', token: () => 'inventado_' + 'x'.repeat(40) },
    { name: 'token revocado', token: () => revoked },
    { name: 'token vencido', token: () => expired },
  ];
  for (const t of tokens) {
    it(`${t.name}: 401 with errores for every operation and every wrong input`, async () => {
      const wrong: string[] = [];
      for (const op of operations) {
        for (const v of variants) {
          const res = await v.send(op, t.token());
          if (res.status !== 401) {
            wrong.push(`${op.method.toUpperCase()} ${op.path} (${v.name}): ${res.status}`);
            continue;
          }
          errores(res);
        }
      }
      expect(wrong).toEqual([]);
    });
  }
});
