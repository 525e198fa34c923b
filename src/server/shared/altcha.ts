// Human verification (DECISIONS 12): a signed proof-of-work challenge (ALTCHA) that the
// login widget solves in the browser; the server accepts each solution once. The signing
// secrets live in the database, so every API process issues and verifies the same challenges.
import { randomBytes } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Db, Queryable } from '../db/db.ts';

export const CHALLENGE_TTL_SECONDS = 300;

export interface AltchaOptions {
  /** PBKDF2 iterations per attempt. */
  cost: number;
  counterMin: number;
  counterMax: number;
}

export function altchaOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): AltchaOptions {
  return {
    cost: Number(env.ALTCHA_COST ?? 1000),
    counterMin: Number(env.ALTCHA_COUNTER_MIN ?? 300),
    counterMax: Number(env.ALTCHA_COUNTER_MAX ?? 1200),
  };
}

async function secret(db: Db, name: string): Promise<string> {
  const fresh = randomBytes(32).toString('hex');
  await db.query('INSERT INTO app_secrets (name, value) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
    name,
    fresh,
  ]);
  const rows = await db.query<{ value: string }>('SELECT value FROM app_secrets WHERE name = $1', [
    name,
  ]);
  const value = rows[0]?.value;
  if (value === undefined) throw new Error(`no se pudo leer el secreto ${name}`);
  return value;
}

export interface Altcha {
  create(): Promise<Challenge>;
  /** True once for a valid, unexpired solution; false when empty, wrong, expired or replayed. */
  verifyOnce(q: Queryable, payload: string): Promise<boolean>;
}

export async function createAltcha(db: Db, options: AltchaOptions): Promise<Altcha> {
  const hmacSignatureSecret = await secret(db, 'altcha-signature');
  const hmacKeySignatureSecret = await secret(db, 'altcha-key-signature');
  return {
    create: () =>
      createChallenge({
        algorithm: 'PBKDF2/SHA-256',
        cost: options.cost,
        counter: randomInt(options.counterMin, options.counterMax),
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
        expiresAt: Math.floor(Date.now() / 1000) + CHALLENGE_TTL_SECONDS,
      }),
    async verifyOnce(q, payload) {
      const parsed = parsePayload(payload);
      if (!parsed?.challenge.signature) return false;
      const result = await verifySolution({
        challenge: parsed.challenge,
        solution: parsed.solution,
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      }).catch(() => null);
      if (!result?.verified || result.expired) return false;
      await q.query('DELETE FROM used_challenges WHERE expires_at < now()');
      const inserted = await q.query(
        `INSERT INTO used_challenges (signature, expires_at)
         VALUES ($1, now() + make_interval(secs => $2)) ON CONFLICT DO NOTHING RETURNING 1`,
        [parsed.challenge.signature, CHALLENGE_TTL_SECONDS],
      );
      return inserted.length === 1;
    },
  };
}

interface ParsedPayload {
  challenge: Challenge;
  solution: { counter: number; derivedKey: string; time?: number };
}

function parsePayload(payload: string): ParsedPayload | null {
  if (payload.trim() === '') return null;
  try {
    const json: unknown = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    if (typeof json !== 'object' || json === null) return null;
    const { challenge, solution } = json as Record<string, unknown>;
    if (typeof challenge !== 'object' || challenge === null) return null;
    if (typeof solution !== 'object' || solution === null) return null;
    const s = solution as Record<string, unknown>;
    const c = challenge as Record<string, unknown>;
    if (typeof s.counter !== 'number' || typeof s.derivedKey !== 'string') return null;
    if (typeof c.parameters !== 'object' || c.parameters === null) return null;
    if (typeof c.signature !== 'string') return null;
    return {
      challenge: c as unknown as Challenge,
      solution: { counter: s.counter, derivedKey: s.derivedKey },
    };
  } catch {
    return null;
  }
}
