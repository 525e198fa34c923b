// CONVENTIONS 6 and DECISIONS 4: every failure a user can cause is told in Spanish, as
// { errores: [...] } with a 4xx status; a 5xx is a bug and says nothing of the inside.
import { Ajv } from 'ajv';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  ApiError,
  badRequest,
  conflict,
  describeValidationError,
  errorHandler,
  forbidden,
  notFound,
  tooManyRequests,
  unauthorized,
} from '../../src/server/http/errors.ts';

const err = (keyword: string, params: Record<string, unknown>, instancePath = '') => ({
  keyword,
  params,
  instancePath,
});

describe('describeValidationError says what is wrong in Spanish', () => {
  it.each([
    [err('required', { missingProperty: 'Usuario' }), 'body', "Falta el campo 'Usuario'."],
    [
      err('required', { missingProperty: 'calle' }, '/domicilio'),
      'body',
      "Falta el campo 'domicilio.calle'.",
    ],
    [
      err('additionalProperties', { additionalProperty: 'extra' }),
      'body',
      "El campo 'extra' no es válido.",
    ],
    [
      err('additionalProperties', { additionalProperty: 'x' }, '/items/0'),
      'body',
      "El campo 'items.0.x' no es válido.",
    ],
    [err('type', { type: 'string' }, '/Usuario'), 'body', "El campo 'Usuario' debe ser un texto."],
    [
      err('type', { type: 'integer' }, '/idUsuario'),
      'querystring',
      "El campo 'idUsuario' debe ser un número entero.",
    ],
    [
      err('type', { type: 'integer,null' }, '/idSeller'),
      'body',
      "El campo 'idSeller' debe ser un número entero o nulo.",
    ],
    [err('type', { type: 'object' }), 'body', 'El cuerpo de la solicitud debe ser un objeto.'],
    [err('type', { type: 'boolean' }, '/a'), 'body', "El campo 'a' debe ser verdadero o falso."],
    [err('type', { type: 'array' }, '/a'), 'body', "El campo 'a' debe ser una lista."],
    [
      err('minLength', { limit: 1 }, '/Usuario'),
      'body',
      "El campo 'Usuario' no puede estar vacío.",
    ],
    [
      err('minLength', { limit: 10 }, '/password'),
      'body',
      "El campo 'password' debe tener al menos 10 caracteres.",
    ],
    [
      err('maxLength', { limit: 60 }, '/Usuario'),
      'body',
      "El campo 'Usuario' admite como máximo 60 caracteres.",
    ],
    [
      err('minimum', { limit: 1 }, '/idUsuario'),
      'querystring',
      "El campo 'idUsuario' debe ser mayor o igual a 1.",
    ],
    [
      err('maximum', { limit: 8 }, '/IdTipoUser'),
      'querystring',
      "El campo 'IdTipoUser' debe ser menor o igual a 8.",
    ],
    [
      err('minItems', { limit: 2 }, '/ids'),
      'body',
      "El campo 'ids' debe tener al menos 2 elementos.",
    ],
    [
      err('maxItems', { limit: 5 }, '/ids'),
      'body',
      "El campo 'ids' admite como máximo 5 elementos.",
    ],
    [
      err('enum', { allowedValues: [1] }, '/estado'),
      'body',
      "El campo 'estado' tiene un valor no permitido.",
    ],
    [
      err('format', { format: 'email' }, '/email'),
      'body',
      "El campo 'email' no tiene un formato válido.",
    ],
    [
      err('pattern', { pattern: '^x' }, '/cuit'),
      'body',
      "El campo 'cuit' no tiene un formato válido.",
    ],
    [
      err('maxLength', { limit: 1 }, '/sufijo'),
      'body',
      "El campo 'sufijo' admite como máximo 1 caracter.",
    ],
    [
      err('minItems', { limit: 1 }, '/ids'),
      'body',
      "El campo 'ids' debe tener al menos 1 elemento.",
    ],
    // Verbs and adjectives agree with the subject (number and gender).
    [
      err('type', { type: 'object' }),
      'querystring',
      'Los parámetros de la consulta deben ser un objeto.',
    ],
    [err('minLength', { limit: 1 }), 'params', 'La ruta no puede estar vacía.'],
    [err('oneOf', {}), 'headers', 'Los encabezados no son válidos.'],
    [err('oneOf', {}), 'unknown-part', 'La solicitud no es válida.'],
    [err('oneOf', {}, '/x'), 'body', "El campo 'x' no es válido."],
  ])('%o in %s: %s', (error, part, text) => {
    expect(describeValidationError(error, part)).toBe(text);
  });

  it('describes the errors a real AJV reports', () => {
    const ajv = new Ajv({ allErrors: true, strict: false });
    const validate = ajv.compile({
      type: 'object',
      additionalProperties: false,
      required: ['Usuario', 'Password'],
      properties: {
        Usuario: { type: 'string', maxLength: 3 },
        Password: { type: 'string' },
        n: { type: 'integer', minimum: 1 },
      },
    });
    expect(validate({ Usuario: 'abcd', n: 0, otro: true })).toBe(false);
    const texts = (validate.errors ?? []).map((e) => describeValidationError(e, 'body')).sort();
    expect(texts).toEqual(
      [
        "Falta el campo 'Password'.",
        "El campo 'otro' no es válido.",
        "El campo 'Usuario' admite como máximo 3 caracteres.",
        "El campo 'n' debe ser mayor o igual a 1.",
      ].sort(),
    );
  });
});

describe('ApiError helpers carry the status and the Spanish default texts', () => {
  it.each([
    ['badRequest', 400, badRequest('x'), ['x']],
    ['unauthorized', 401, unauthorized(), ['La sesión expiró. Ingrese nuevamente.']],
    ['forbidden', 403, forbidden(), ['No tiene permisos para realizar esta acción.']],
    ['notFound', 404, notFound(), ['No se encontró el recurso solicitado.']],
    ['conflict', 409, conflict('El estado no lo permite'), ['El estado no lo permite']],
    ['tooManyRequests', 429, tooManyRequests('Espere'), ['Espere']],
    [
      'unauthorized with a text',
      401,
      unauthorized('Usuario o contraseña incorrectos'),
      ['Usuario o contraseña incorrectos'],
    ],
  ])('%s answers %i with its texts', (_name, status, error, errores) => {
    expect(error).toBeInstanceOf(ApiError);
    expect(error.statusCode).toBe(status);
    expect(error.errores).toEqual(errores);
  });
});

describe('errorHandler answers { errores } and never leaks internals', () => {
  async function answer(thrown: Error) {
    const app = Fastify({ logger: false });
    app.setErrorHandler(errorHandler);
    app.get('/x', () => {
      throw thrown;
    });
    const res = await app.inject({ method: 'GET', url: '/x' });
    await app.close();
    return { status: res.statusCode, body: res.json<unknown>() };
  }

  it('an ApiError answers its status and messages', async () => {
    expect(await answer(conflict('No se puede'))).toEqual({
      status: 409,
      body: { errores: ['No se puede'] },
    });
  });

  it('an ApiError wrapped by the security handler (errors: [...]) answers as itself', async () => {
    const wrapped = Object.assign(new Error('security'), { errors: [unauthorized()] });
    expect(await answer(wrapped)).toEqual({
      status: 401,
      body: { errores: ['La sesión expiró. Ingrese nuevamente.'] },
    });
  });

  it('a database error caused by a value the client sent (out of range, invalid text) answers 400', async () => {
    const outOfRange = Object.assign(new Error('value out of range for type integer'), {
      code: '22003',
    });
    expect(await answer(outOfRange)).toEqual({
      status: 400,
      body: { errores: ['Un valor numérico está fuera del rango permitido.'] },
    });
    const nul = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code: '22021',
    });
    expect((await answer(nul)).status).toBe(400);
  });

  it('an unexpected error answers 500 with a Spanish text and not the error message', async () => {
    const res = await answer(new Error('relation "secreta" does not exist'));
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      errores: ['Ocurrió un error inesperado. Intente nuevamente en unos minutos.'],
    });
    expect(JSON.stringify(res.body)).not.toContain('secreta');
  });

  it('a Fastify 4xx (e.g. unreadable JSON) answers its status with a Spanish text', async () => {
    const app = Fastify({ logger: false });
    app.setErrorHandler(errorHandler);
    app.post('/x', () => ({ ok: true }));
    const bad = await app.inject({
      method: 'POST',
      url: '/x',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    const empty = await app.inject({
      method: 'POST',
      url: '/x',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    await app.close();
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ errores: ['El cuerpo de la solicitud no es un JSON válido.'] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ errores: ['El cuerpo de la solicitud está vacío.'] });
  });
});
