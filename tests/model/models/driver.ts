// What a machine's test model (tests/model/models/index.ts) is given and what it gives back.
//
// A test model says, for one level, how to set up each state of its machine, how to perform
// each event (an HTTP call, a click) and how to check that the server keeps the state or the
// screen shows it. It is named by its machine's id (tests/model/models/index.ts) and loaded only by
// the model-based tests (a lazy import: the app never downloads it). It stays free of test
// libraries and of the server's code: what does input and output is the driver below, which
// the test runner installs before it loads any model (tests/model/driver.ts).
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import type { ExpectStatic } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { SessionUser } from '../../../machines/session.ts';

/** One path generated from a machine (tests/model/paths.ts): where it starts, what it sends. */
export interface ModelPath {
  /** Readable name: start and events. */
  name: string;
  start: { name: string; input: unknown };
  events: EventObject[];
  /**
   * Another screen of the level that performs the path's user events (its name in
   * `testSurfaces`, tests/model/models/index.ts); none: the level's main surface.
   */
  surface?: string;
}

/** The server a level works against: over HTTP, and its database for set-up and checks. */
export interface ModelServer {
  baseUrl: string;
  db: { query<T extends object = object>(sql: string, params?: unknown[]): Promise<T[]> };
}

export interface ApiResponse {
  status: number;
  headers: Headers;
  /** The parsed JSON body, or undefined when there is none. */
  body: unknown;
}

export interface CallOptions {
  token?: string;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as is (with the content type of `headers`, application/json by default). */
  raw?: string;
  headers?: Record<string, string>;
}

/** A session as the login call answers it (the session machine's user). */
export type LoginResponse = SessionUser;

/** The input and output a test model may use, installed by the test runner. */
export interface ModelDriver {
  expect: ExpectStatic;
  /** The demo users' password. */
  demoPassword: string;
  /** Tells one run's records (SKUs, e-mails) from another's on a shared database. */
  runId: string;
  call(baseUrl: string, method: string, path: string, options?: CallOptions): Promise<ApiResponse>;
  /** The `{ errores }` of a failed call, its shape asserted (DECISIONS 4). */
  errores(res: ApiResponse): string[];
  /** POST /api/account/login with a solved challenge (or the given `TokenReCaptcha`). */
  loginRequest(
    baseUrl: string,
    usuario: string,
    password: string,
    overrides?: { TokenReCaptcha?: string },
  ): Promise<ApiResponse>;
  /** Logs in as a demo user; fails the test when refused. */
  login(baseUrl: string, usuario: string): Promise<LoginResponse>;
  /** A challenge solved as the login widget solves it (its payload). */
  solveChallenge(baseUrl: string): Promise<string>;
  /** Puts the demo users back as seeded: passwords, renewal flags, no failed attempts. */
  restoreDemoUsers(server: ModelServer): Promise<void>;
  /** A fresh browser context and page on the server (no storage, no cache). */
  openPage(browser: Browser, baseUrl: string): Promise<{ context: BrowserContext; page: Page }>;
  /** The login screen's gestures, as every browser test makes them. */
  loginScreen: {
    entrar(page: Page): Locator;
    /** Solves the widget like a person and waits until 'Entrar' is enabled. */
    solveWidget(page: Page): Promise<void>;
  };
  /** 'Salir' of the top bar's user menu. */
  clickSalir(page: Page): Promise<void>;
  /** A line of the run's trace (printed with MODEL_DEBUG=1). */
  debug(what: string): void;
}

let installed: ModelDriver | null = null;

/** The test runner installs the driver before it loads a model. */
export function installDriver(driver: ModelDriver): void {
  installed = driver;
}

/** The installed driver; a model reads it when it runs, never when it is loaded. */
export function driver(): ModelDriver {
  if (!installed) throw new Error('modelo de prueba sin driver: lo instala tests/model/driver.ts');
  return installed;
}

// The driver's parts by name, read when called: a model uses them as it would the test helpers.
/** vitest's `expect`, as the driver gives it. */
export const expect = new Proxy(() => undefined, {
  apply: (_target, _this, args: unknown[]): unknown =>
    Reflect.apply(driver().expect, undefined, args),
  get: (_target, key) => Reflect.get(driver().expect, key) as unknown,
}) as unknown as ExpectStatic;
export const call: ModelDriver['call'] = (...a) => driver().call(...a);
export const errores: ModelDriver['errores'] = (res) => driver().errores(res);
export const login: ModelDriver['login'] = (...a) => driver().login(...a);
export const loginRequest: ModelDriver['loginRequest'] = (...a) => driver().loginRequest(...a);
export const solveChallenge: ModelDriver['solveChallenge'] = (b) => driver().solveChallenge(b);
export const openPage: ModelDriver['openPage'] = (...a) => driver().openPage(...a);
export const restoreDemoUsers: ModelDriver['restoreDemoUsers'] = (s) =>
  driver().restoreDemoUsers(s);

/** The snapshots around one step of a generated path. */
export interface Step {
  path: ModelPath;
  index: number;
  /** The event after this one, if any: the answer a call must give (done or error). */
  next: EventObject | undefined;
  /** The machine's state before and after the step, as the machine itself computes it. */
  before: AnyMachineSnapshot;
  after: AnyMachineSnapshot;
}

/** How one level performs the steps of a generated path and checks each resulting state. */
export interface LevelAdapter<C> {
  setup(path: ModelPath, first: AnyMachineSnapshot): Promise<C>;
  /** Performs the event as the level does (an HTTP call, a click) and checks its answer. */
  perform(c: C, event: EventObject, step: Step): Promise<void>;
  /** Checks that the level shows or keeps the machine's state. */
  check(c: C, snapshot: AnyMachineSnapshot): Promise<void>;
  /**
   * Sends an event the machine forbids in this state and expects the server's refusal.
   * Returns false when the event has no call at this level (nothing to refuse).
   */
  forbidden?(c: C, snapshot: AnyMachineSnapshot, event: EventObject): Promise<boolean>;
  teardown(c: C): Promise<void>;
}

/** The api level of a machine: built with the server the run started. */
export type ApiModel = (server: () => ModelServer) => LevelAdapter<unknown>;
/** The browser level of a machine: built with the run's Chromium and server. */
export type BrowserModel = (
  browser: () => Browser,
  server: () => ModelServer,
) => LevelAdapter<unknown>;
