// Routes are bound from openapi/ by operationId (fastify-openapi-glue): every request is
// validated against the contract before a handler runs. Handlers are typed from the
// generated `operations`, so a field renamed in the contract breaks the build.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from '../../api/schema.d.ts';
import type { TipoUsuario } from '../../domain/roles.ts';

type JsonOf<R> = R extends { content: { 'application/json': infer B } } ? B : never;
/** A form-encoded body (001 §7: DELETE /api/Administracion/TiposPublicacion). */
type FormOf<R> = R extends { content: { 'application/x-www-form-urlencoded': infer B } }
  ? B
  : never;
type BodyOf<R> = JsonOf<R> | FormOf<R>;

export type OperationId = keyof operations;

/** The body as validated; `undefined` too where the contract makes it optional. */
export type RequestBody<K extends OperationId> = operations[K] extends {
  requestBody: infer R;
}
  ? BodyOf<NonNullable<R>>
  : operations[K] extends { requestBody?: infer R }
    ? [NonNullable<R>] extends [never]
      ? undefined
      : BodyOf<NonNullable<R>> | undefined
    : undefined;

export type QueryOf<K extends OperationId> = operations[K]['parameters'] extends {
  query?: infer Q;
}
  ? [Q] extends [undefined]
    ? Record<string, never>
    : NonNullable<Q>
  : Record<string, never>;

type Responses<K extends OperationId> = operations[K]['responses'];

/**
 * What a handler answers: the 200 body, `noContent` where the contract says 204, or
 * `replySent` where the 200 is not JSON (a file) and the handler sent it itself.
 */
export type HandlerResult<K extends OperationId> =
  Responses<K> extends { 200: infer R }
    ? R extends { content: { 'application/json': unknown } }
      ? JsonOf<R>
      : typeof replySent
    : Responses<K> extends { 204: unknown }
      ? typeof noContent
      : never;

export const noContent = Symbol('noContent');
export const replySent = Symbol('replySent');

export interface Session {
  sessionId: string;
  userId: number;
  /** The type this session acts as (5 for a password-renewal session). */
  tipoUsuario: TipoUsuario;
  idSeller: number | null;
  /** The menu items hidden to the user (000 §2.3 hiddenItemsIds, its `perfil`). */
  hiddenItemsIds: readonly number[];
}

/**
 * The operations the contract leaves open (`security: []`). Every other operation is secured:
 * the route authenticates it in onRequest, so its handler is given a session that is never
 * null. src/server/app.ts refuses to start when the contract and this list disagree.
 */
export const publicOperations = [
  'health',
  'obtenerDesafio',
  'login',
  'tokenResetPassword',
  'obtenerImagen',
] as const satisfies readonly OperationId[];

export type PublicOperationId = (typeof publicOperations)[number];

interface RequestContext<K extends OperationId> {
  body: RequestBody<K>;
  query: QueryOf<K>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A secured operation's handler gets the caller's session; a public one gets none. */
export type HandlerContext<K extends OperationId> = RequestContext<K> &
  (K extends PublicOperationId ? { session?: never } : { session: Session });

export type Handler<K extends OperationId> = (ctx: HandlerContext<K>) => Promise<HandlerResult<K>>;

/** Every operation of the contract has exactly one handler. */
export type Handlers = { [K in OperationId]: Handler<K> };

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
  }
}
