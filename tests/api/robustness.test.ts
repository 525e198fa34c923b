// DECISIONS 4: every failed call answers { errores: [...] } with a 4xx status; a 5xx is a bug.
// Malformed bodies and queries are refused by the contract (openapi/) before any handler
// runs, and unknown properties are refused, never silently dropped (VERSIONS: AJV notes).
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { contractPath } from '../../src/server/app.ts';
import { rolesOf } from '../../src/server/http/authorize.ts';
import { accessOf } from '../../src/domain/access/index.ts';
import {
  DEMO_PASSWORD,
  call,
  dbKind,
  errores,
  login,
  solveChallenge,
  startServer,
  type ApiResponse,
  type TestServer,
} from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

/** A call a person could have made by mistake: never a 5xx, always `{ errores }` when refused. */
function expectRefusedWell(res: ApiResponse, what: string): void {
  expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBeLessThan(500);
  if (res.status >= 400) errores(res);
}

/** A call the contract refuses: exactly 400 with `{ errores }`. */
function expectBadRequest(res: ApiResponse, what: string): string[] {
  expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(400);
  return errores(res);
}

const loginBody = {
  Usuario: 'seller',
  Password: DEMO_PASSWORD,
  SolveReCaptcha: true,
  TokenReCaptcha: 'x',
};

describe('malformed bodies answer 400 with errores, never 5xx', () => {
  const post = (raw: string, headers: Record<string, string> = {}) =>
    call(server.baseUrl, 'POST', '/api/account/login', { raw, headers });

  it('invalid JSON answers 400 "no es un JSON válido"', async () => {
    for (const raw of ['{', '{"Usuario": }', "{'Usuario': 'x'}", '{"a":1}}', 'undefined']) {
      const list = expectBadRequest(await post(raw), raw);
      expect(list).toEqual(['El cuerpo de la solicitud no es un JSON válido.']);
    }
  });

  it('an empty body answers 400', async () => {
    expectBadRequest(await post(''), 'empty with content-type');
    const none = await fetch(`${server.baseUrl}/api/account/login`, { method: 'POST' });
    const res: ApiResponse = {
      status: none.status,
      headers: none.headers,
      body: await none.json(),
    };
    expectBadRequest(res, 'no body at all');
  });

  it('wrong types answer 400 naming the field (the body is not coerced)', async () => {
    const cases: [string, object][] = [
      ['Usuario', { ...loginBody, Usuario: 123 }],
      ['SolveReCaptcha', { ...loginBody, SolveReCaptcha: 'true' }],
      ['Password', { ...loginBody, Password: null }],
      ['TokenReCaptcha', { ...loginBody, TokenReCaptcha: ['x'] }],
    ];
    for (const [field, body] of cases) {
      const list = expectBadRequest(
        await call(server.baseUrl, 'POST', '/api/account/login', { json: body }),
        field,
      );
      expect(list.join(' ')).toContain(field);
    }
  });

  it('an unknown property answers 400 naming it: it is refused, not silently dropped', async () => {
    const list = expectBadRequest(
      await call(server.baseUrl, 'POST', '/api/account/login', {
        json: { ...loginBody, Recordarme: true },
      }),
      'extra',
    );
    expect(list).toEqual(["El campo 'Recordarme' no es válido."]);
    // With a session, the same on an authenticated call.
    const session = await login(server.baseUrl, 'seller');
    const update = await call(server.baseUrl, 'PUT', '/api/Usuarios/Actualizar', {
      token: session.token,
      json: { idUsuario: session.userId, password: 'Nueva#2026x', esAdmin: true },
    });
    expect(expectBadRequest(update, 'extra on update')).toEqual([
      "El campo 'esAdmin' no es válido.",
    ]);
    // Nothing was saved: the demo password still works.
    expect((await login(server.baseUrl, 'seller', DEMO_PASSWORD)).tipoUsuario).toBe(4);
  });

  it('a prototype-pollution key answers 400', async () => {
    const raw = `{"__proto__":{"admin":true},"Usuario":"seller","Password":"x","SolveReCaptcha":true,"TokenReCaptcha":"x"}`;
    expectBadRequest(await post(raw), '__proto__');
    const ctor = `{"constructor":{"prototype":{"admin":true}},"Usuario":"seller","Password":"x","SolveReCaptcha":true,"TokenReCaptcha":"x"}`;
    expectBadRequest(await post(ctor), 'constructor.prototype');
  });

  it('arrays, strings, numbers and null instead of an object answer 400', async () => {
    for (const raw of [JSON.stringify([loginBody]), '[]', '"texto"', '42', 'null', 'true']) {
      expectBadRequest(await post(raw), raw);
    }
  });

  it('huge strings answer 400 (maxLength), and a body over 1 MB answers 413', async () => {
    for (const [field, size] of [
      ['Usuario', 61],
      ['Password', 129],
      ['TokenReCaptcha', 8193],
      ['Usuario', 500_000],
    ] as const) {
      const list = expectBadRequest(
        await call(server.baseUrl, 'POST', '/api/account/login', {
          json: { ...loginBody, [field]: 'a'.repeat(size) },
        }),
        `${field} ${size}`,
      );
      expect(list.join(' ')).toContain(field);
    }
    const tooLarge = await post(JSON.stringify({ ...loginBody, Usuario: 'a'.repeat(1_100_000) }));
    expect(tooLarge.status).toBe(413);
    expect(errores(tooLarge)).toEqual(['La solicitud es demasiado grande.']);
  });

  it('deeply nested JSON answers 400, not a crash', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    expectBadRequest(await post(deep), 'deep array');
    const deepObject = `{"Usuario":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`;
    expectBadRequest(await post(deepObject), 'deep object');
  });

  it('a wrong content type answers 415 with errores', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
      const res = await post('Usuario=seller', { 'content-type': type });
      expect(res.status, type).toBe(415);
      expect(errores(res)).toEqual(['El tipo de contenido no es válido: envíe application/json.']);
    }
  });

  it('a JSON body with a charset parameter or another letter case is read and checked as JSON', async () => {
    for (const type of ['application/json; charset=utf-8', 'Application/JSON']) {
      const res = await post(JSON.stringify({ ...loginBody, TokenReCaptcha: '' }), {
        'content-type': type,
      });
      expect(expectBadRequest(res, type)).toEqual([
        'Codigo ReCaptcha expirado. Intente nuevamente',
      ]);
      // ...and validated: an unknown property is refused under that media type too.
      const extra = await post(JSON.stringify({ ...loginBody, Extra: 1 }), {
        'content-type': type,
      });
      expect(expectBadRequest(extra, `${type} extra`)).toEqual(["El campo 'Extra' no es válido."]);
    }
  });

  it('text the database cannot store (a NUL character) answers 400, not 5xx', async () => {
    const token = await solveChallenge(server.baseUrl);
    const res = await call(server.baseUrl, 'POST', '/api/account/login', {
      json: { ...loginBody, Usuario: 'sel\u0000ler', TokenReCaptcha: token },
    });
    expect(expectBadRequest(res, 'NUL in Usuario')).toEqual([
      'Un texto contiene caracteres no válidos.',
    ]);
    const reset = await call(
      server.baseUrl,
      'GET',
      '/api/Usuarios/TokenResetPassword?Email=a%00b@market.local',
    );
    expect(expectBadRequest(reset, 'NUL in Email')).toEqual([
      'Un texto contiene caracteres no válidos.',
    ]);
  });
});

describe('malformed queries and addresses answer 4xx with errores', () => {
  it('an unknown /api path answers 404 with errores, for any method', async () => {
    for (const [method, url] of [
      ['GET', '/api/NoExiste'],
      ['POST', '/api/account/NoExiste'],
      ['GET', '/api'],
      ['GET', '/api/'],
      ['DELETE', '/api/account/login'],
      ['PATCH', '/api/Usuarios/Actualizar'],
    ] as const) {
      const res = await call(server.baseUrl, method, url);
      expect(res.status, `${method} ${url}`).toBe(404);
      expect(errores(res)).toEqual(['No se encontró el recurso solicitado.']);
    }
  });

  it('a broken percent-encoding in the query or the path never answers 5xx', async () => {
    for (const url of [
      '/api/Usuarios/TokenResetPassword?Email=%E0%A4%A',
      '/api/Usuarios/TokenResetPassword?Email=%',
      '/api/%E0%A4%A',
      '/api/Usuarios/Obtener?idUsuario=%zz',
    ]) {
      const res = await call(server.baseUrl, 'GET', url);
      expectRefusedWell(res, url);
      expect(res.status, url).toBeGreaterThanOrEqual(400);
    }
  });

  it('a repeated query parameter answers 400 (one value is expected)', async () => {
    const res = await call(
      server.baseUrl,
      'GET',
      '/api/Usuarios/TokenResetPassword?Email=a@market.local&Email=b@market.local',
    );
    expectBadRequest(res, 'repeated Email');
  });
});

describe('/api/health', () => {
  it("answers 200 {estado: 'ok'} with the database kind in use", async () => {
    const res = await call(server.baseUrl, 'GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ estado: 'ok', baseDeDatos: dbKind });
  });
});

// ---------------------------------------------------------------------------------------
// A table-driven fuzz over every operation of the contract: each parameter and each body
// property gets a handful of wrong values, with and without a session.

interface Schema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  default?: unknown;
}

interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  schema: Schema;
}

interface Operation {
  operationId: string;
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}

interface Contract {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

const contract = parse(await readFile(contractPath, 'utf8')) as Contract;

function resolve(schema: Schema): Schema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  const target = contract.components.schemas[name];
  if (!target) throw new Error(`$ref sin destino: ${schema.$ref}`);
  return resolve(target);
}

function mainType(schema: Schema): string {
  const s = resolve(schema);
  const types = Array.isArray(s.type) ? s.type.filter((t) => t !== 'null') : [s.type];
  return types[0] ?? (s.properties ? 'object' : 'string');
}

/** A plausible value of the schema, so that one field at a time can be made wrong. */
function sample(schema: Schema): unknown {
  const s = resolve(schema);
  if (s.enum) return s.enum[0];
  switch (mainType(s)) {
    case 'integer':
    case 'number':
      return s.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries(
        (s.required ?? []).map((k) => [k, sample(s.properties?.[k] ?? {})]),
      );
    default:
      return s.format === 'email' ? 'fuzz@market.local' : 'a'.repeat(Math.max(1, s.minLength ?? 1));
  }
}

/** Values of the wrong type for the schema: the contract refuses every one. */
function wrongValues(schema: Schema): unknown[] {
  switch (mainType(schema)) {
    case 'integer':
      return ['abc', 1.5, true, {}];
    case 'number':
      return ['abc', true, []];
    case 'boolean':
      return ['true', 1, {}];
    case 'array':
      return ['x', 1, {}];
    case 'object':
      return ['x', 1, []];
    default:
      return [1, true, {}, []];
  }
}

/** Query values the contract refuses for the schema. */
function wrongQueryValues(schema: Schema): string[] {
  const s = resolve(schema);
  const values: string[] = [];
  const type = mainType(s);
  if (type === 'integer' || type === 'number') {
    // Not '' nor '0x10': query coercion reads them as 0 and 16.
    values.push('abc', '1e', '12abc', 'NaN');
    if (type === 'integer') values.push('1.5');
    if (s.minimum !== undefined) values.push(String(s.minimum - 1));
    if (s.maximum !== undefined) values.push(String(s.maximum + 1));
  }
  if (type === 'boolean') values.push('quizas');
  if (type === 'string') {
    if (s.maxLength !== undefined) values.push('a'.repeat(s.maxLength + 1));
    if ((s.minLength ?? 0) >= 1) values.push('');
  }
  return values;
}

/** Query values that may or may not be valid: only "never 5xx, errores when refused". */
const oddQueryValues = [
  '',
  '0x10',
  ' 7 ',
  '%FF%FE@market.local',
  'a'.repeat(5000),
  '99999999999999999999',
  '-99999999999999999999',
  '%00',
  '%FF',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  'null',
  '[]',
];

interface Case {
  name: string;
  method: string;
  url: string;
  body?: { raw: string };
  /** True when the contract certainly refuses it (400); otherwise only "no 5xx". */
  invalid: boolean;
}

function buildUrl(template: string, params: Parameter[], values: Record<string, string | null>) {
  let url = template;
  const query = new URLSearchParams();
  for (const p of params) {
    const value = values[p.name];
    if (value === null || value === undefined) continue;
    if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(value));
    if (p.in === 'query') query.append(p.name, value);
  }
  const qs = query.toString().replace(/%25(00|FF)/g, '%$1');
  return qs ? `${url}?${qs}` : url;
}

function casesFor(template: string, method: string, op: Operation): Case[] {
  const params = (op.parameters ?? []).filter((p) => p.in === 'query' || p.in === 'path');
  const base: Record<string, string | null> = {};
  for (const p of params) {
    // An e-mail parameter gets a well-formed address, so that the other parameters are reached.
    const sampled = sample(p.schema);
    const value = /email/i.test(p.name)
      ? 'fuzz@market.local'
      : typeof sampled === 'string'
        ? sampled
        : JSON.stringify(sampled);
    base[p.name] = p.required ? value : null;
  }
  const cases: Case[] = [];
  const upper = method.toUpperCase();
  const bodySchema = op.requestBody?.content['application/json']?.schema;
  const goodBody = bodySchema ? JSON.stringify(sample(bodySchema)) : undefined;
  const withBody = (raw: string | undefined) => (raw === undefined ? {} : { body: { raw } });

  for (const p of params) {
    if (p.required) {
      cases.push({
        name: `${p.name} missing`,
        method: upper,
        url: buildUrl(template, params, { ...base, [p.name]: null }),
        ...withBody(goodBody),
        invalid: p.in === 'query',
      });
    }
    for (const v of wrongQueryValues(p.schema)) {
      cases.push({
        name: `${p.name}=${v.slice(0, 20)}`,
        method: upper,
        url: buildUrl(template, params, { ...base, [p.name]: v }),
        ...withBody(goodBody),
        invalid: true,
      });
    }
    for (const v of oddQueryValues) {
      cases.push({
        name: `${p.name}=${v.slice(0, 20)} (odd)`,
        method: upper,
        url: buildUrl(template, params, { ...base, [p.name]: v }),
        ...withBody(goodBody),
        invalid: false,
      });
    }
  }

  const url = buildUrl(template, params, base);
  if (upper !== 'GET' && upper !== 'HEAD') {
    cases.push({ name: 'invalid JSON', method: upper, url, body: { raw: '{"a":' }, invalid: true });
  }
  if (bodySchema) {
    const s = resolve(bodySchema);
    const good = sample(s) as Record<string, unknown>;
    for (const raw of ['[]', 'null', '"texto"', '1', '']) {
      cases.push({
        name: `body ${raw || '(empty)'}`,
        method: upper,
        url,
        body: { raw },
        invalid: true,
      });
    }
    cases.push({
      name: 'unknown property',
      method: upper,
      url,
      body: { raw: JSON.stringify({ ...good, propiedadDesconocida: 1 }) },
      invalid: true,
    });
    for (const key of s.required ?? []) {
      const rest = Object.fromEntries(Object.entries(good).filter(([k]) => k !== key));
      cases.push({
        name: `${key} missing`,
        method: upper,
        url,
        body: { raw: JSON.stringify(rest) },
        invalid: true,
      });
    }
    for (const [key, prop] of Object.entries(s.properties ?? {})) {
      for (const wrong of wrongValues(prop)) {
        cases.push({
          name: `${key}=${JSON.stringify(wrong)}`,
          method: upper,
          url,
          body: { raw: JSON.stringify({ ...good, [key]: wrong }) },
          invalid: true,
        });
      }
      const p = resolve(prop);
      if (mainType(p) === 'string' && p.maxLength !== undefined) {
        cases.push({
          name: `${key} longer than ${p.maxLength}`,
          method: upper,
          url,
          body: { raw: JSON.stringify({ ...good, [key]: 'x'.repeat(p.maxLength + 1) }) },
          invalid: true,
        });
      }
      if (mainType(p) === 'integer') {
        for (const n of [2 ** 31, 1e20, -(2 ** 31) - 1]) {
          cases.push({
            name: `${key}=${n} (odd)`,
            method: upper,
            url,
            body: { raw: JSON.stringify({ ...good, [key]: n }) },
            invalid: false,
          });
        }
      }
    }
  }
  return cases;
}

/** The demo users by type, the admin moderator first: the one that fuzzes an operation. */
const demoByType: readonly [number, string][] = [
  [2, 'moderador'],
  [1, 'categoria'],
  [3, 'selleradmin'],
  [4, 'seller'],
  [7, 'proveedor'],
  [8, 'contable'],
  [6, 'lectura'],
  [5, 'renovar'],
];

/** A demo user whose type may call the operation. */
function callerOf(operationId: string | undefined): string {
  const access = accessOf(operationId ?? '');
  if (access === undefined || access.roles === 'public') return 'moderador';
  const roles = rolesOf(access);
  const found = demoByType.find(([tipo]) => roles.includes(tipo));
  if (found === undefined) throw new Error(`ningún usuario de demo puede llamar ${operationId}`);
  return found[1];
}

const operations = Object.entries(contract.paths).flatMap(([template, item]) =>
  Object.entries(item).map(([method, op]) => ({ template, method, op })),
);

describe('fuzz: every operation of the contract refuses bad input with 400 and errores', () => {
  it('the contract has operations to fuzz', () => {
    expect(operations.length).toBeGreaterThan(0);
  });

  it.each(operations.map((o) => [o.op.operationId, o] as const))(
    '%s: wrong, missing, huge and odd values never answer 5xx; values the contract refuses answer 400 (401 without a session)',
    async (_id, { template, method, op }) => {
      const cases = casesFor(template, method, op);
      const secured = !(Array.isArray(op.security) && op.security.length === 0);
      // A fresh session per operation, so that a logout among the cases affects no other; of
      // a user the access tables let call it (others get 403 before their input is read).
      const token = secured
        ? (await login(server.baseUrl, callerOf(op.operationId))).token
        : undefined;
      for (const c of cases) {
        for (const t of secured ? [token, undefined] : [undefined]) {
          const res = await call(server.baseUrl, c.method, c.url, {
            ...(t === undefined ? {} : { token: t }),
            ...(c.body ? { raw: c.body.raw } : {}),
          });
          const what = `${op.operationId} ${c.name}${t ? '' : ' (sin sesión)'}`;
          // Without a session a secured operation answers 401 before reading anything
          // (tests/api/unauthorized.test.ts walks that case for every operation).
          if (secured && t === undefined) {
            expect(res.status, what).toBe(401);
            errores(res);
          } else if (c.invalid) expectBadRequest(res, what);
          else expectRefusedWell(res, what);
        }
      }
    },
  );
});
