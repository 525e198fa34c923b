// GET /api/health (openapi/platform.yaml): 200 while the database answers, 503 with its Spanish
// message when it does not; many calls at once share one question to the database (issue 37
// point 1), and a failure is not remembered once the database answers again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/db.ts';
import { call, startServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

describe('GET /api/health', () => {
  it('answers each of many calls at once with the database state', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => call(server.baseUrl, 'GET', '/api/health')),
    );
    for (const a of answers) {
      expect(a.status).toBe(200);
      expect(a.body).toEqual({ estado: 'ok', baseDeDatos: server.db.kind });
    }
  });

  it('503 with its message while the database fails, 200 again as soon as it answers', async () => {
    const db: Db = server.db;
    const query = db.query.bind(db);
    db.query = () => Promise.reject(new Error('sin conexión'));
    try {
      const failed = await Promise.all(
        Array.from({ length: 5 }, () => call(server.baseUrl, 'GET', '/api/health')),
      );
      for (const a of failed) {
        expect(a.status).toBe(503);
        expect(a.body).toEqual({ errores: ['La base de datos no responde.'] });
      }
    } finally {
      db.query = query;
    }
    const again = await call(server.baseUrl, 'GET', '/api/health');
    expect(again.status).toBe(200);
  });
});
