// Passwords are hashed with scrypt, a memory-hard function (DECISIONS 11).
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt's cost (N) of a new hash unless PASSWORD_SCRYPT_N says otherwise: 16 MiB, about 40 ms. */
export const DEFAULT_SCRYPT_N = 16384;
const r = 8;
const p = 1;
const KEYLEN = 32;

/**
 * The cost of new hashes: PASSWORD_SCRYPT_N, a power of two from 1024 to 262144 (16384 unless
 * set). A stored hash keeps the N it was made with, so a change applies to the passwords saved
 * after it and every stored one still verifies. The tests set 1024 (vitest.config.ts, the test
 * data template): several hundred logins a run at 16384 took some 22 s of CPU.
 */
export function scryptCost(env: NodeJS.ProcessEnv = process.env): number {
  const text = env.PASSWORD_SCRYPT_N?.trim() ?? '';
  if (text === '') return DEFAULT_SCRYPT_N;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1024 || n > 262_144 || (n & (n - 1)) !== 0) {
    throw new Error(
      `PASSWORD_SCRYPT_N debe ser una potencia de 2 de 1024 a 262144 (se recibió '${text}').`,
    );
  }
  return n;
}

let cost: number | undefined;

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  // Room for the largest cost allowed (Node's default limit is 32 MiB).
  const maxmem = 256 * (options.N ?? DEFAULT_SCRYPT_N) * (options.r ?? r);
  return new Promise((resolve, reject) => {
    scryptCb(password, salt, KEYLEN, { ...options, maxmem }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

export async function hashPassword(
  password: string,
  N: number = (cost ??= scryptCost()),
): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, { N, r, p });
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, rr, pp, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !rr || !pp || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(rr),
    p: Number(pp),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A temporary password that meets the 001 §5 rules (10-12 characters, digit, special). */
export function temporaryPassword(): string {
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz';
  let out = '';
  for (const b of randomBytes(8)) out += letters.charAt(b % letters.length);
  return `${out}${randomBytes(1).readUInt8(0) % 10}#`;
}
