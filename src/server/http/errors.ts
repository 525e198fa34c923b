// Every failed call answers { errores: [...] } in Spanish with a 4xx status (DECISIONS 4).
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { sessionMessages } from '../../domain/messages.ts';

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errores: string[],
  ) {
    super(errores.join(' '));
  }
}

export const badRequest = (...errores: string[]) => new ApiError(400, errores);
export const unauthorized = (...errores: string[]) =>
  new ApiError(401, errores.length ? errores : [sessionMessages.sessionExpired]);
export const forbidden = (...errores: string[]) =>
  new ApiError(403, errores.length ? errores : [sessionMessages.forbidden]);
export const notFound = (...errores: string[]) =>
  new ApiError(404, errores.length ? errores : [sessionMessages.notFound]);
export const conflict = (...errores: string[]) => new ApiError(409, errores);
export const tooManyRequests = (...errores: string[]) => new ApiError(429, errores);

interface AjvError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

const typeNames: Record<string, string> = {
  string: 'un texto',
  integer: 'un número entero',
  number: 'un número',
  boolean: 'verdadero o falso',
  array: 'una lista',
  object: 'un objeto',
  null: 'nulo',
};

/** What a message talks about, and how Spanish words agree with it. */
interface Subject {
  text: string;
  feminine?: boolean;
  plural?: boolean;
}

const partNames: Record<string, Subject> = {
  body: { text: 'El cuerpo de la solicitud' },
  querystring: { text: 'Los parámetros de la consulta', plural: true },
  params: { text: 'La ruta', feminine: true },
  headers: { text: 'Los encabezados', plural: true },
};

/** A validation error of the contract, said in Spanish for the person who sent it. */
export function describeValidationError(error: AjvError, part: string): string {
  const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const field = path === '' ? null : `'${path}'`;
  const s: Subject = field
    ? { text: `El campo ${field}` }
    : (partNames[part] ?? { text: 'La solicitud', feminine: true });
  const subject = s.text;
  const p = error.params;
  // Verbs and adjectives agree with the subject: debe/deben, válido/válida/válidos.
  const n = s.plural ? 'n' : '';
  const adj = (stem: string) => `${stem}${s.feminine ? 'a' : 'o'}${s.plural ? 's' : ''}`;
  const count = (one: string, many: string) => `${String(p.limit)} ${p.limit === 1 ? one : many}`;
  switch (error.keyword) {
    case 'required':
      return `Falta el campo '${path ? `${path}.` : ''}${String(p.missingProperty)}'.`;
    case 'additionalProperties':
    case 'unevaluatedProperties':
      return `El campo '${path ? `${path}.` : ''}${String(p.additionalProperty ?? p.unevaluatedProperty)}' no es válido.`;
    case 'type': {
      const types = String(p.type)
        .split(',')
        .map((t) => typeNames[t] ?? t)
        .join(' o ');
      return `${subject} debe${n} ser ${types}.`;
    }
    case 'minLength':
      return p.limit === 1
        ? `${subject} no puede${n} estar ${adj('vací')}.`
        : `${subject} debe${n} tener al menos ${count('caracter', 'caracteres')}.`;
    case 'maxLength':
      return `${subject} admite${n} como máximo ${count('caracter', 'caracteres')}.`;
    case 'minimum':
      return `${subject} debe${n} ser mayor o igual a ${String(p.limit)}.`;
    case 'maximum':
      return `${subject} debe${n} ser menor o igual a ${String(p.limit)}.`;
    case 'minItems':
      return `${subject} debe${n} tener al menos ${count('elemento', 'elementos')}.`;
    case 'maxItems':
      return `${subject} admite${n} como máximo ${count('elemento', 'elementos')}.`;
    case 'enum':
      return `${subject} tiene${n} un valor no permitido.`;
    case 'format':
    case 'pattern':
      return `${subject} no tiene${n} un formato válido.`;
    default:
      return `${subject} no ${s.plural ? 'son' : 'es'} ${adj('válid')}.`;
  }
}

const fastifyCodeMessages: Record<string, string> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: 'El cuerpo de la solicitud está vacío.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'El tipo de contenido no es válido: envíe application/json.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'La solicitud es demasiado grande.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'El largo declarado de la solicitud no es válido.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'El cuerpo de la solicitud no es un JSON válido.',
  FST_ERR_BAD_URL: 'La dirección solicitada no es válida.',
  FST_ERR_ASYNC_CONSTRAINT: 'La dirección solicitada no es válida.',
};

/** SQLSTATE data exceptions that only a value sent by the client can cause. */
const databaseInputMessages: Record<string, string> = {
  '22001': 'Un texto excede el largo permitido.',
  '22003': 'Un valor numérico está fuera del rango permitido.',
  '22021': 'Un texto contiene caracteres no válidos.',
  '22P05': 'Un texto contiene caracteres no válidos.',
};

/** Requests that Fastify refused before their handler ran (body parsing, size, media type). */
export const answeredBeforeHandler = new WeakSet<FastifyRequest>();

export function errorHandler(
  error: FastifyError & { validation?: AjvError[]; validationContext?: string },
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  // fastify-openapi-glue wraps what a security handler throws in `errors`.
  const wrapped = (error as { errors?: unknown[] }).errors?.find((e) => e instanceof ApiError);
  const apiError = error instanceof ApiError ? error : wrapped;
  if (apiError) {
    return reply.code(apiError.statusCode).send({ errores: apiError.errores });
  }
  if (error.validation) {
    const part = error.validationContext ?? 'body';
    const errores = [...new Set(error.validation.map((v) => describeValidationError(v, part)))];
    return reply.code(400).send({ errores });
  }
  // A value the database cannot hold (an id beyond its integer range, a NUL character in a
  // text) is bad input, not a failure of the server.
  const dataError = databaseInputMessages[String((error as { code?: unknown }).code)];
  if (dataError) return reply.code(400).send({ errores: [dataError] });
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    answeredBeforeHandler.add(request);
    const message =
      fastifyCodeMessages[error.code] ??
      (error instanceof SyntaxError
        ? 'El cuerpo de la solicitud no es un JSON válido.'
        : 'La solicitud no es válida.');
    return reply.code(status).send({ errores: [message] });
  }
  request.log.error({ err: error }, 'error no controlado');
  return reply
    .code(500)
    .send({ errores: ['Ocurrió un error inesperado. Intente nuevamente en unos minutos.'] });
}
