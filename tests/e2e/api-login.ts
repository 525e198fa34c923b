// Logging a demo user in through the contract, without a browser and without vitest: the
// browser tests (browser.ts re-exports it) and the load bench (scripts/bench/load.ts) share it.
import { solveChallenge as solvePow, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

export const DEMO_PASSWORD = 'Demo#2026ok';

/** What the app stores for a session (src/web/session/session-storage.ts): token and user. */
export interface Session {
  token: string;
  user: unknown;
}

/**
 * Logs a demo user in through the contract, as the login screen does: the verification
 * challenge is solved here (the widget's work) and POST /api/account/login answers the session
 * the app would store. For the tests that need a session, not the login screen (that screen
 * is tested through the form in session.spec.ts).
 */
export async function sessionThroughApi(
  baseURL: string,
  usuario: string,
  password: string = DEMO_PASSWORD,
): Promise<Session> {
  const res = await fetch(`${baseURL}/api/account/Desafio`);
  if (res.status !== 200) throw new Error(`Desafio: ${String(res.status)}`);
  const challenge = (await res.json()) as Challenge;
  const solution = await solvePow({ challenge, deriveKey, timeout: 20_000 });
  if (!solution) throw new Error('the verification challenge was not solved');
  const login = await fetch(`${baseURL}/api/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      Usuario: usuario,
      Password: password,
      SolveReCaptcha: true,
      TokenReCaptcha: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'),
    }),
  });
  const body = (await login.json()) as { token?: string } & Record<string, unknown>;
  if (login.status !== 200 || typeof body.token !== 'string') {
    throw new Error(`login of ${usuario}: ${String(login.status)} ${JSON.stringify(body)}`);
  }
  const { token, ...user } = body;
  return { token, user };
}
