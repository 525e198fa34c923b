// The API and the single-page app on one port (ARCHITECTURE: Runtime).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifySerializerCompiler,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import openapiGlue from 'fastify-openapi-glue';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
// OpenAPI 3.1 schemas are JSON Schema 2020-12 (unevaluatedProperties closes an allOf).
import { Ajv2020 as Ajv } from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv';
import addFormatsImport from 'ajv-formats';
import type { Config } from './config.ts';
import type { Db } from './db/db.ts';
import { createAltcha, type AltchaOptions } from './shared/altcha.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { createReferenceCache } from './shared/reference-cache.ts';
import { createSessionLookup } from './shared/sessions.ts';
import { registerSecurityHeaders } from './http/security.ts';
import { drainBeforeAnswer } from './http/drain.ts';
import {
  answeredBeforeHandler,
  ApiError,
  badRequest,
  errorHandler,
  forbidden,
  unauthorized,
} from './http/errors.ts';
import {
  noContent,
  publicOperations,
  replySent,
  type Handlers,
  type OperationId,
} from './http/contract.ts';
import type { Services } from './services.ts';
import multipart from '@fastify/multipart';
import { createFileStore } from './files/store.ts';
import { areas } from './areas.ts';
import type { AnyArea, AreaRouteOptions } from './shared/define-area.ts';
import { authorized } from './http/authorize.ts';
import { registerGuardMutant } from './shared/guard-mutant.ts';
import { startJobs } from './shared/jobs.ts';

// ajv-formats is CommonJS: under Node's ESM loader the plugin is the module's `default`.
const addFormats = (addFormatsImport as unknown as { default: typeof addFormatsImport }).default;

/** The largest upload any handler accepts (each handler may set a lower limit). */
const UPLOAD_MAX_BYTES = 20 * 1024 * 1024;

// The contract bundled from openapi/root.yaml and its area files (`npm run gen:api`; a unit test
// fails when it is stale): one committed document, so the server needs no bundler to start.
export const contractPath = path.resolve(import.meta.dirname, '../../openapi/bundle.json');

/**
 * The contract as an object, read with JSON.parse: the bundle is JSON. Handed to the glue as an
 * object, not as its file name, which its validator reads with a YAML parser: reading the
 * 630 kB bundle so, here and there, was some 0.8 s of CPU of every start (a CPU profile,
 * 2026-11-28; the test suites start some hundred servers). A new object each time: the glue's
 * parser changes what it is given.
 */
export function readContract(contract: string = contractPath): object {
  return JSON.parse(readFileSync(contract, 'utf8')) as object;
}

const httpMethods = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

/**
 * The operations that need a session: those whose `security` (their own or the contract's
 * default) is not empty. Read from the contract itself, so a new area's operations are secured
 * by declaring them, never by a list kept by hand.
 */
export function securedOperations(contract: string = contractPath): Set<string> {
  const spec = readContract(contract) as {
    security?: unknown[];
    paths: Record<string, Record<string, { operationId?: string; security?: unknown[] }>>;
  };
  const secured = new Set<string>();
  for (const item of Object.values(spec.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!httpMethods.has(method) || !op.operationId) continue;
      if ((op.security ?? spec.security ?? []).length > 0) secured.add(op.operationId);
    }
  }
  return secured;
}

export interface AppOptions {
  config: Config;
  db: Db;
  altcha: AltchaOptions;
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
  /** Check every response against the contract (tests); a mismatch answers 500. */
  validateResponses?: boolean;
}

const erroresSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['errores'],
  properties: { errores: { type: 'array', minItems: 1, items: { type: 'string', minLength: 1 } } },
};

interface Plugged {
  handlers: Partial<Handlers>;
  routeOptions: Partial<Record<OperationId, AreaRouteOptions>>;
}

/** Every area's handlers and route options; an operation claimed by two areas stops the start. */
function plugAreas(s: Services, list: readonly AnyArea[] = areas): Plugged {
  const owner = new Map<string, string>();
  const plugged: Plugged = { handlers: {}, routeOptions: {} };
  for (const area of list) {
    const handlers = area.handlers(s);
    for (const id of Object.keys(handlers)) {
      const other = owner.get(id);
      if (other) throw new Error(`${id} está en dos áreas: ${other} y ${area.name}`);
      owner.set(id, area.name);
    }
    Object.assign(plugged.handlers, handlers);
    Object.assign(plugged.routeOptions, area.routeOptions);
  }
  return plugged;
}

/** The contract's open operations are the ones handlers are typed as public (no session). */
function checkPublicOperations(secured: ReadonlySet<string>, operations: readonly string[]): void {
  const open = new Set<string>(publicOperations);
  const wrong = operations.filter((id) => secured.has(id) === open.has(id));
  if (wrong.length > 0) {
    throw new Error(
      `publicOperations (src/server/http/contract.ts) no coincide con el contrato: ${wrong.join(', ')}`,
    );
  }
}

/** What a compiled validator or serializer is kept by: its schema's text, hashed. */
const schemaKey = (schema: unknown) =>
  createHash('sha256').update(JSON.stringify(schema)).digest('base64');

/**
 * The validators compiled in this process, by what they validate: a schema met again (the same
 * text, in another app of the same process) is not compiled again. A server builds one app, so
 * it compiles each once as before; the tests build some sixty apps a run per process, and
 * compiling their schemas was a tenth of the API tests' CPU (issue 34 point 16). A validator is
 * a pure function of its schema and the compiler's options, which the kind fixes.
 */
const compiledValidators = new Map<string, ValidateFunction>();
let validatorCompilers: { body: Ajv; param: Ajv } | undefined;

/** `body`: as sent (no coercion), also for answers; `param`: text by nature, coerced. */
function compileOnce(kind: 'body' | 'param', schema: object): ValidateFunction {
  const key = `${kind} ${schemaKey(schema)}`;
  let validate = compiledValidators.get(key);
  if (validate === undefined) {
    validatorCompilers ??= { body: makeAjv(false), param: makeAjv(true) };
    validate = validatorCompilers[kind].compile(schema);
    compiledValidators.set(key, validate);
  }
  return validate;
}

/**
 * The answers' serializers compiled in this process (fast-json-stringify, as Fastify compiles
 * them by default, with no shared schemas: the contract's are resolved in place), by the schema
 * they serialize: a schema met again in another app of the same process is not compiled again.
 * A server compiles each once as before; in the tests compiling them again for each of some
 * sixty apps a process was about 7 s of the API tests' CPU (a profile, issue 34 point 16).
 */
const compiledSerializers = new Map<string, (data: unknown) => string>();
let compileSerializer: ReturnType<ReturnType<typeof SerializerSelector>> | undefined;

const serializerOnce: FastifySerializerCompiler<object> = (route) => {
  const key = schemaKey(route.schema);
  let serialize = compiledSerializers.get(key);
  if (serialize === undefined) {
    compileSerializer ??= SerializerSelector()({});
    serialize = compileSerializer({ ...route, httpStatus: route.httpStatus ?? '' });
    compiledSerializers.set(key, serialize);
  }
  return serialize;
};

function makeAjv(coerce: boolean) {
  const ajv = new Ajv({
    allErrors: false,
    // Unknown properties are refused (additionalProperties: false), never silently dropped.
    removeAdditional: false,
    useDefaults: true,
    coerceTypes: coerce ? 'array' : false,
    strict: false,
  });
  addFormats(ajv);
  return ajv;
}

const FORM = 'application/x-www-form-urlencoded';

/** The media types the operation's contract declares for its body ([] without a body). */
function bodyMediaTypes(request: FastifyRequest): string[] {
  const body = request.routeOptions.schema?.body as
    { content?: Record<string, unknown> } | undefined;
  return body?.content ? Object.keys(body.content) : [];
}

function mediaTypeOf(request: FastifyRequest): string {
  return (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

function mediaTypeMessage(types: readonly string[]): string {
  const wanted = types.filter((t) => t !== 'multipart/form-data');
  return `El tipo de contenido no es válido: envíe ${wanted.length > 0 ? wanted.join(' o ') : 'application/json'}.`;
}

/** A form-encoded body as an object; a repeated field becomes a list (which its schema refuses). */
function parseForm(text: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = Object.create(null) as Record<
    string,
    string | string[]
  >;
  for (const [key, value] of new URLSearchParams(text)) {
    const before = out[key];
    out[key] =
      before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
  }
  return out;
}

/**
 * One log line per call, as it is answered (method, URL, status, milliseconds, user), instead of
 * Fastify's two (one as the call arrives, one as it is answered): under load (issue 37) each
 * line cost the server's thread about as much as a small answer's own work. The arrival is
 * logged at debug level only (LOG_LEVEL=debug), for when a call was taken.
 */
class OneLinePerCall extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ metodo: request.method, url: request.url }, 'solicitud');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const fields = {
      metodo: request.method,
      url: request.url,
      estado: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
      usuario: request.session?.userId,
    };
    if (error) reply.log.error({ ...fields, err: error }, 'respuesta con error');
    else reply.log.info(fields, 'respuesta');
  }
}

/** The smallest answer compressed (below). */
export const COMPRESS_THRESHOLD_BYTES = 12 * 1024;

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    logController: new OneLinePerCall(),
    // Requests in flight finish on close; new ones get 503 meanwhile.
    return503OnClosing: true,
    bodyLimit: 1024 * 1024,
    // Errors of the router (a malformed percent-encoding in the path) answer { errores } too.
    frameworkErrors: (error, request, reply) => {
      errorHandler(error, request, reply);
    },
  });
  const services: Services = {
    db,
    config,
    altcha: await createAltcha(db, options.altcha),
    mailer:
      options.mailer ??
      createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir }),
    files: createFileStore(db, config.dataDir),
    references: await createReferenceCache(db),
  };
  app.addHook('onClose', () => services.references.close());

  // The body is taken as sent (no coercion); query strings and paths are text by nature.
  // A form-encoded body (001 §7: DELETE /api/Administracion/TiposPublicacion) is text by nature
  // too: it is read like a query string.
  app.setValidatorCompiler(({ schema, httpPart, contentType }) =>
    compileOnce(httpPart === 'body' && contentType !== FORM ? 'body' : 'param', schema),
  );
  app.setSerializerCompiler(serializerOnce);
  app.setErrorHandler(errorHandler);
  app.decorateRequest('session', null);
  registerGuardMutant(app);
  // Once closing, answers still in flight close their connection: an idle keep-alive
  // connection would otherwise hold the shutdown for keepAliveTimeout (72 s).
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) void reply.header('connection', 'close');
    done(null, payload);
  });
  // An answer given before the body was read waits for the rest of it (read and discarded, with
  // a cap), so that the client, still sending, can read the answer (./http/drain.ts).
  app.addHook('onSend', drainBeforeAnswer);
  // The contract's bodies are JSON, and Fastify validates a body only against the schema of
  // its media type: a body of any other type (text/plain has a default parser) or no body at
  // all would reach the handler unchecked. Other types answer 415; a missing body, 400.
  app.removeContentTypeParser('text/plain');
  // Images, PDFs and workbooks are only ever answered (GET /Imagen/..., an order's documents
  // and label, an export centre's file), never sent as a body: uploads are multipart or base64
  // in JSON. Declared so that a body of these types is refused like any other type.
  app.addContentTypeParser(
    [
      'image/png',
      'image/jpeg',
      'application/pdf',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ],
    (_request, _payload, done) => {
      done(new ApiError(415, ['El tipo de contenido no es admitido.']), undefined);
    },
  );
  // Form-encoded bodies are read only by the operations whose contract declares them; any other
  // answers 415 as before, before reading the body.
  app.addContentTypeParser(FORM, { parseAs: 'string' }, (request, text, done) => {
    if (!bodyMediaTypes(request).includes(FORM)) {
      // Refused before the handler, like any body the operation does not take.
      answeredBeforeHandler.add(request);
      done(new ApiError(415, [mediaTypeMessage(bodyMediaTypes(request))]), undefined);
      return;
    }
    done(null, parseForm(String(text)));
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const types = bodyMediaTypes(request);
    // A multipart upload is read by its handler as a stream (@fastify/multipart).
    if (types.length > 0 && request.body === undefined && !request.isMultipart()) {
      // x-cuerpo-opcional: an operation whose contract makes the body optional.
      if (
        (request.routeOptions.schema as Record<string, unknown> | undefined)?.[
          'x-cuerpo-opcional'
        ] === true
      ) {
        done();
        return;
      }
      done(badRequest('El cuerpo de la solicitud está vacío.'));
      return;
    }
    // Fastify validates a body only against the schema of its media type: a JSON body sent to a
    // form-encoded operation would go unchecked.
    if (types.includes(FORM) && request.body !== undefined && mediaTypeOf(request) !== FORM) {
      done(new ApiError(415, [mediaTypeMessage(types)]));
      return;
    }
    done();
  });

  await registerSecurityHeaders(app);
  // Answers under 12 KiB go as they are: with the headers they fit in TCP's first flight (ten
  // segments, about 14 KiB), so compressing them saves the client no round trip and costs both
  // ends CPU: 0.4-0.6 ms a call of the listings page (5 KiB) in bench:listings, a third of
  // the server's own time for that call (issue 37 point 3). Larger pages (25 or 50 rows, the
  // exports' answers) are compressed. The app's files are precompressed at build.
  await app.register(compress, { threshold: COMPRESS_THRESHOLD_BYTES });
  // Uploads (000 §7: /Imagen, and the Excel files of the bulk screens) come as multipart form
  // data and are read as streams by their handlers, within these limits.
  await app.register(multipart, {
    limits: { files: 1, fields: 20, fieldSize: 100_000, parts: 21, fileSize: UPLOAD_MAX_BYTES },
  });

  if (options.validateResponses) {
    const cache = new WeakMap<object, ValidateFunction>();
    app.addHook('preSerialization', async (request, reply, payload) => {
      const responses = request.routeOptions.schema?.response as
        Record<string, { content?: Record<string, { schema: object }> } | object> | undefined;
      if (!responses || !request.url.startsWith('/api')) return payload;
      const entry = responses[String(reply.statusCode)];
      // A request refused before it reached its handler (unreadable JSON, too large, wrong
      // media type) answers the common error shape, whatever the operation documents.
      const schema =
        entry && 'content' in entry && entry.content
          ? entry.content['application/json']?.schema
          : (entry ?? (answeredBeforeHandler.has(request) ? erroresSchema : undefined));
      if (!schema) {
        throw new Error(`respuesta ${reply.statusCode} no documentada en ${request.url}`);
      }
      let validate = cache.get(schema);
      if (!validate) {
        validate = compileOnce('body', schema);
        cache.set(schema, validate);
      }
      if (!validate(JSON.parse(JSON.stringify(payload)))) {
        throw new Error(
          `respuesta fuera del contrato en ${request.url}: ${JSON.stringify(validate.errors)}`,
        );
      }
      return payload;
    });
  }

  const { handlers, routeOptions } = plugAreas(services);
  startJobs(app, services, areas);
  const secured = securedOperations();
  checkPublicOperations(secured, Object.keys(handlers));
  // Sessions found once are kept in memory while the database's notices of their changes are
  // heard (src/server/shared/sessions.ts).
  const sessions = await createSessionLookup(db);
  app.addHook('onClose', () => sessions.close());
  // A secured call is authenticated and authorized first of all (onRequest), before its body
  // is read and validated: without a live session it answers 401 whatever it sent, and a
  // session the access tables of src/domain refuse (the types and the menu items, 000 §2.3,
  // hiddenItemsIds included; an operation in no table) answers 403 whatever it sent: never
  // 400, 413 or 415, so a caller learns nothing of a call it may not make.
  const authenticateFor =
    (id: OperationId) =>
    async (request: FastifyRequest): Promise<void> => {
      const session = await sessions.find(request.headers.authorization);
      if (!session) throw unauthorized();
      request.session = session;
      if (!authorized(id, session)) throw forbidden();
    };
  await app.register(openapiGlue, {
    specification: readContract(),
    securityHandlers: {
      // The session was found in onRequest; the glue's own check (after validation) only
      // confirms it, so that an operation the contract secures can never run without one.
      bearerAuth(request: { session: unknown }) {
        if (!request.session) throw unauthorized();
      },
    },
    operationResolver: (operationId: string) => {
      if (!(operationId in handlers)) throw new Error(`falta el handler de ${operationId}`);
      const id = operationId as OperationId;
      const handler = handlers[id] as (ctx: unknown) => Promise<unknown>;
      const isPublic = !secured.has(id);
      const route = async (request: FastifyRequest, reply: FastifyReply): Promise<unknown> => {
        // Public, or authenticated and authorized in onRequest (authenticateFor).
        const result = await handler({
          body: request.body,
          query: request.query,
          // Secured: authenticated in onRequest, so never null here. Public: no session.
          session: isPublic ? undefined : request.session,
          request,
          reply,
        });
        if (result === noContent) return reply.code(204).send();
        if (result === replySent) return reply;
        return result;
      };
      // Fastify awaits async handlers (the glue's declaration says void). The glue adds
      // method, url and schema; an area may add its own route options (bodyLimit).
      return {
        handler: route,
        ...(isPublic ? {} : { onRequest: authenticateFor(id) }),
        ...routeOptions[id],
      } as RouteOptions;
    },
  });

  const webDir = config.webDir;
  if (existsSync(path.join(webDir, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text asset (vite.config.ts): sent as they
      // are, without compressing on every request.
      preCompressed: true,
      setHeaders(res, filePath) {
        // Hashed assets never change; the page itself is always revalidated.
        void res.header(
          'Cache-Control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    // A missing hashed asset is a 404, not the page (a stale tab must not parse HTML as JS).
    if (
      request.url.startsWith('/api') ||
      request.url.startsWith('/assets/') ||
      request.method !== 'GET'
    ) {
      return reply.code(404).send({ errores: ['No se encontró el recurso solicitado.'] });
    }
    if (!existsSync(path.join(webDir, 'index.html'))) {
      return reply
        .code(404)
        .type('text/plain; charset=utf-8')
        .send('La aplicación no está construida: ejecute npm run build.');
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html', webDir);
  });
  return app;
}
