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

const partNames: Record<string, string> = {
  body: 'El cuerpo de la solicitud',
  querystring: 'Los parámetros de la consulta',
  params: 'La ruta',
  headers: 'Los encabezados',
};

/** A validation error of the contract, said in Spanish for the person who sent it. */
export function describeValidationError(error: AjvError, part: string): string {
  const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const field = path === '' ? null : `'${path}'`;
  const subject = field ? `El campo ${field}` : (partNames[part] ?? 'La solicitud');
  const p = error.params;
  switch (error.keyword) {
    case 'required':
      return `Falta el campo '${path ? `${path}.` : ''}${String(p.missingProperty)}'.`;
    case 'additionalProperties':
      return `El campo '${path ? `${path}.` : ''}${String(p.additionalProperty)}' no es válido.`;
    case 'type': {
      const types = String(p.type)
        .split(',')
        .map((t) => typeNames[t] ?? t)
        .join(' o ');
      return `${subject} debe ser ${types}.`;
    }
    case 'minLength':
      return p.limit === 1
        ? `${subject} no puede estar vacío.`
        : `${subject} debe tener al menos ${String(p.limit)} caracteres.`;
    case 'maxLength':
      return `${subject} admite como máximo ${String(p.limit)} caracteres.`;
    case 'minimum':
      return `${subject} debe ser mayor o igual a ${String(p.limit)}.`;
    case 'maximum':
      return `${subject} debe ser menor o igual a ${String(p.limit)}.`;
    case 'minItems':
      return `${subject} debe tener al menos ${String(p.limit)} elementos.`;
    case 'maxItems':
      return `${subject} admite como máximo ${String(p.limit)} elementos.`;
    case 'enum':
      return `${subject} tiene un valor no permitido.`;
    case 'format':
    case 'pattern':
      return `${subject} no tiene un formato válido.`;
    default:
      return `${subject} no es válido.`;
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
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
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
