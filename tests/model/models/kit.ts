// What the test models of the machines share, so that the next area writes only what is its
// own (its calls, its gestures, its screen): the demo user of each role and its session, the
// answers of a machine's calls in a path, a listing to work on, and, in the browser, a page per
// role logged in once whose calls of the machine are held until the path says how they end.
import type { Browser, BrowserContext, Locator, Page, Route } from 'playwright-core';
import type { EventObject } from 'xstate';
import {
  call,
  errores,
  expect,
  login,
  openPage,
  type ApiResponse,
  type ModelServer,
} from './driver.ts';

/** How long a model waits for a condition on the screen (polled, never slept). */
export const WAIT = { timeout: 30_000, interval: 50 } as const;

/** The demo user (seed) each role acts as. */
export const demoUsers: Readonly<Record<number, string>> = {
  1: 'categoria',
  2: 'moderador',
  3: 'selleradmin',
  4: 'seller',
  6: 'lectura',
};

/** The seller both demo seller users (3 and 4) belong to. */
export const DEMO_SELLER = 1;

export function demoUser(tipo: number): string {
  const usuario = demoUsers[tipo];
  if (usuario === undefined) throw new Error(`sin usuario de demo de tipo ${String(tipo)}`);
  return usuario;
}

const sessions = new Map<string, Promise<{ token: string; userId: number }>>();

/** The session of a role's demo user on a server: logged in once, then reused. */
export function sessionOf(
  server: ModelServer,
  tipo: number,
): Promise<{ token: string; userId: number }> {
  const key = `${server.baseUrl}|${String(tipo)}`;
  let session = sessions.get(key);
  if (!session) {
    session = login(server.baseUrl, demoUser(tipo)).then(({ token, userId }) => ({
      token,
      userId,
    }));
    sessions.set(key, session);
  }
  return session;
}

/** `xstate.done.actor.<id>` / `xstate.error.actor.<id>`: the answer of the call `id`. */
export function answerOf(type: string): { kind: 'done' | 'error'; id: string } | null {
  const m = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
  return m ? { kind: m[1] as 'done' | 'error', id: m[2] ?? '' } : null;
}

export const isErrorAnswer = (e: EventObject | undefined): boolean =>
  e !== undefined && answerOf(e.type)?.kind === 'error';

/** The messages a failed answer of the path carries (its error's `errores`), else 'Error'. */
export function messagesOf(event: EventObject): string[] {
  const list = (event as { error?: { errores?: unknown } }).error?.errores;
  return Array.isArray(list) ? (list as string[]) : ['Error'];
}

/**
 * At the api level, the answer of the call made by the previous step: a success (< 300) or a
 * refusal with its `{ errores }`. Returns false for an event that is not an answer.
 */
export function expectAnswer(pending: ApiResponse | null, event: EventObject): boolean {
  const answer = answerOf(event.type);
  if (!answer) return false;
  if (answer.kind === 'done') {
    expect(pending?.status, JSON.stringify(pending?.body)).toBeLessThan(300);
  } else {
    expect(pending?.status).toBeGreaterThanOrEqual(400);
    if (pending) errores(pending);
  }
  return true;
}

/**
 * At the api level, an event the machine forbids: its call is refused with 403 when the role
 * may never send it ('rol') and 409 when the state does not allow it, with `{ errores }`, and
 * what the server keeps (`stored`) is the same after it.
 */
export async function expectRefused(
  event: { type: string; tipoUsuario: number },
  decision: string,
  send: () => Promise<ApiResponse>,
  stored: () => Promise<unknown>,
): Promise<true> {
  const before = await stored();
  const res = await send();
  expect(
    res.status,
    `${event.type} como ${String(event.tipoUsuario)}: ${JSON.stringify(res.body)}`,
  ).toBe(decision === 'rol' ? 403 : 409);
  errores(res);
  expect(await stored()).toEqual(before);
  return true;
}

/** An ISO day `n` days after `iso`. */
export function addDays(iso: string, n: number): string {
  const [y = 0, m = 1, d = 1] = iso.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

const catalogues = new Map<string, Promise<Catalogue>>();

interface Catalogue {
  categoria: string;
  marca: string;
  tipo: number;
  imagen: string;
}

function catalogueOf(server: ModelServer): Promise<Catalogue> {
  let found = catalogues.get(server.baseUrl);
  if (!found) {
    const one = async <T extends object>(sql: string) => (await server.db.query<T>(sql))[0];
    found = (async () => ({
      categoria:
        (await one<{ codigo: string }>('SELECT codigo FROM subfamilias ORDER BY 1 LIMIT 1'))
          ?.codigo ?? '',
      marca:
        (await one<{ codigo: string }>('SELECT codigo FROM marcas ORDER BY 1 LIMIT 1'))?.codigo ??
        '',
      tipo:
        (
          await one<{ id: number }>(
            'SELECT id_tipo_publicacion AS id FROM tipos_publicacion WHERE activo ORDER BY 1 LIMIT 1',
          )
        )?.id ?? 1,
      imagen:
        (await one<{ url: string }>('SELECT url_imagen AS url FROM publicacion_imagenes LIMIT 1'))
          ?.url ?? '',
    }))();
    catalogues.set(server.baseUrl, found);
  }
  return found;
}

/**
 * A valid new listing of the demo seller, list price $ 1.000, as POST /api/Publicaciones takes
 * it; `fields` adds or replaces fields (a promotional price over the list price: one the server
 * refuses with 400).
 */
export async function listingBody(
  server: ModelServer,
  titulo: string,
  skuSeller: string,
  fields: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  const cat = await catalogueOf(server);
  return {
    idSeller: DEMO_SELLER,
    titulo,
    categoria: cat.categoria,
    marca: cat.marca,
    stock: 5,
    skuSeller,
    precioLista: 1000,
    precioPromocional: null,
    alicuotaIva: 21,
    idTipoPublicacion: cat.tipo,
    imagenes: [{ urlImagen: cat.imagen, posicion: 1 }],
    ...fields,
  };
}

/** Creates a listing as the demo seller does (`listingBody`) and answers its id. */
export async function createListing(
  server: ModelServer,
  body: Record<string, unknown>,
): Promise<number> {
  const res = await call(server.baseUrl, 'POST', '/api/Publicaciones', {
    token: (await sessionOf(server, 4)).token,
    json: body,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as { idPublicacion: number }).idPublicacion;
}

export type Visibility = 'oculto' | 'deshabilitado' | 'habilitado';

/**
 * Whether a control is hidden, disabled or enabled, read in one go without waiting: a control
 * that leaves the screen between two reads (a re-render) must not stall the poll that asks.
 */
export async function visibility(loc: Locator): Promise<Visibility> {
  const [first] = await loc.evaluateAll((els) =>
    els.map((el) => {
      const disabled =
        (el as HTMLButtonElement).disabled ||
        el.getAttribute('aria-disabled') === 'true' ||
        el.closest('fieldset:disabled') !== null;
      return disabled ? 'deshabilitado' : 'habilitado';
    }),
  );
  return first ?? 'oculto';
}

/**
 * MODEL_CPU_THROTTLE=N runs each page N times slower (Chromium's CPU throttling): the machine
 * twice as slow, or busier, that every check must stand, reproduced on a quiet one.
 */
export async function throttle(page: Page): Promise<void> {
  const rate = Number(process.env.MODEL_CPU_THROTTLE ?? '1');
  if (!(rate > 1)) return;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

export interface RolePage {
  context: BrowserContext;
  page: Page;
  userId: number;
  token: string;
}

/** The path being walked at the browser level: the calls of its machine held so far. */
export interface HoldingPath<Id extends string> {
  held: Map<Id, Route>;
}

/**
 * One browser page per role, logged in as its demo user once per server (a real token of the
 * login call in the browser's storage, as a reload finds it) and shared by every path. Each
 * request of the machine's calls (`callOf` names it, null for any other) is held for the path
 * being walked (`current`) until its answer event lets it through or fails it.
 */
export class RolePages<Id extends string, C extends HoldingPath<Id>> {
  current: C | null = null;
  private readonly pages = new Map<number, Promise<RolePage>>();

  constructor(
    readonly server: ModelServer,
    private readonly browser: () => Browser,
    private readonly requests: RegExp,
    private readonly callOf: (method: string, url: string) => Id | null,
  ) {}

  page(tipo: number): Promise<RolePage> {
    let p = this.pages.get(tipo);
    if (!p) {
      p = this.open(tipo);
      this.pages.set(tipo, p);
    }
    return p;
  }

  async close(): Promise<void> {
    for (const p of this.pages.values()) await (await p).context.close();
  }

  /** The held request of the call `id`, waited for and taken from the path. */
  async take(id: Id): Promise<Route> {
    const c = this.current;
    if (!c) throw new Error('ningún camino en curso');
    await expect.poll(() => c.held.has(id), WAIT).toBe(true);
    const route = c.held.get(id);
    if (!route) throw new Error(`sin llamada ${id}`);
    c.held.delete(id);
    return route;
  }

  /** Lets the held call through to the server (done) or answers it 409 with the messages. */
  async answer(event: EventObject): Promise<boolean> {
    const answer = answerOf(event.type);
    if (!answer) return false;
    const route = await this.take(answer.id as Id);
    if (answer.kind === 'done') await route.continue();
    else await route.fulfill({ status: 409, json: { errores: messagesOf(event) } });
    return true;
  }

  /**
   * The calls of path `c` still in flight when it ends (their answer is not in the path). Only
   * its own: a path that ended late (past its time) must not fail the calls of the next one.
   */
  async release(c: C): Promise<void> {
    if (this.current === c) this.current = null;
    for (const route of c.held.values()) await route.abort().catch(() => undefined);
    c.held.clear();
  }

  private async open(tipo: number): Promise<RolePage> {
    // The session level may have left failed attempts behind: they are not this level's.
    await this.server.db.query('DELETE FROM auth_attempts');
    const { token, ...user } = await login(this.server.baseUrl, demoUser(tipo));
    const { context, page } = await openPage(this.browser(), this.server.baseUrl);
    await page.setViewportSize({ width: 1280, height: 900 });
    await throttle(page);
    await context.addInitScript(
      ([t, u]) => {
        localStorage.setItem('market.token', t);
        localStorage.setItem('market.session', u);
      },
      [token, JSON.stringify(user)] as const,
    );
    await page.route(this.requests, async (route) => {
      const req = route.request();
      const id = this.callOf(req.method(), req.url());
      const c = this.current;
      if (id === null || c === null) {
        await route.fallback();
        return;
      }
      c.held.set(id, route);
    });
    return { context, page, userId: user.userId, token };
  }
}
