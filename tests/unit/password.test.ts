// 001 §5 (Users): the password requirements and their texts, shared by the 'Renovar
// Password' form and the server; DECISIONS 11: passwords are hashed with scrypt.
import { describe, expect, it } from 'vitest';
import {
  PASSWORD_MAX,
  PASSWORD_MIN,
  meetsPasswordRules,
  passwordChecks,
  passwordMessages,
  validateNewPassword,
} from '../../src/domain/password.ts';
import {
  DEFAULT_SCRYPT_N,
  hashPassword,
  scryptCost,
  temporaryPassword,
  verifyPassword,
} from '../../src/server/shared/passwords.ts';

describe('password requirements (001 §5)', () => {
  it('between 10 and 12 characters, at least one digit and one special character', () => {
    expect(PASSWORD_MIN).toBe(10);
    expect(PASSWORD_MAX).toBe(12);
    expect(meetsPasswordRules('Abcdefgh#1')).toBe(true); // 10
    expect(meetsPasswordRules('Abcdefghij#1')).toBe(true); // 12
    expect(meetsPasswordRules('Abcdefg#1')).toBe(false); // 9
    expect(meetsPasswordRules('Abcdefghijk#1')).toBe(false); // 13
    expect(meetsPasswordRules('Abcdefghij#')).toBe(false); // no digit
    expect(meetsPasswordRules('Abcdefghij1')).toBe(false); // no special
    expect(meetsPasswordRules('')).toBe(false);
  });

  it('a space, an accented letter or a symbol counts as a special character', () => {
    expect(meetsPasswordRules('Abcdefgh 1')).toBe(true);
    expect(meetsPasswordRules('Abcdefghñ1')).toBe(true);
    expect(meetsPasswordRules('abcdefgh.1')).toBe(true);
  });

  it('the indicator lists each rule with whether it is met, in the order shown', () => {
    expect(passwordChecks('abc')).toEqual([
      { label: 'Entre 10 y 12 caracteres', met: false },
      { label: 'Al menos un número', met: false },
      { label: 'Al menos un caracter especial', met: false },
    ]);
    expect(passwordChecks('abcdefghij1').map((c) => c.met)).toEqual([true, true, false]);
  });
});

describe("the 'Renovar Password' form checks, in the order the user meets them (001 §5)", () => {
  it.each([
    ['an empty password', '', '', passwordMessages.required, 'Ingrese contraseña'],
    [
      'more than 12 characters (before anything else)',
      'Abcdefghijk#1',
      '',
      passwordMessages.tooLong,
      'Excede los 12 caracteres, verifique',
    ],
    [
      'an empty confirmation',
      'Abcdefgh#1',
      '',
      passwordMessages.confirmRequired,
      'Confirme contraseña',
    ],
    [
      'a different confirmation',
      'Abcdefgh#1',
      'Abcdefgh#2',
      passwordMessages.mismatch,
      'Las contraseñas no coinciden',
    ],
    [
      'a weak password confirmed',
      'abc',
      'abc',
      passwordMessages.requirements,
      'La contraseña no cumple con los requisitos',
    ],
  ])('%s answers its message', (_name, password, confirmation, message, text) => {
    expect(message).toBe(text);
    expect(validateNewPassword(password, confirmation)).toBe(text);
  });

  it('a valid password, confirmed, can be saved (null)', () => {
    expect(validateNewPassword('Nueva#2026x', 'Nueva#2026x')).toBeNull();
  });
});

describe('password hashing (DECISIONS 11: memory-hard, scrypt)', () => {
  it('the hash names scrypt and its parameters, and never contains the password', async () => {
    const hash = await hashPassword('Demo#2026ok', DEFAULT_SCRYPT_N);
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(hash).not.toContain('Demo#2026ok');
    expect(await verifyPassword('Demo#2026ok', hash)).toBe(true);
  });

  it("the product's cost is 16384 unless PASSWORD_SCRYPT_N sets a power of two from 1024 to 262144", () => {
    const cost = (value?: string) =>
      scryptCost(value === undefined ? {} : { PASSWORD_SCRYPT_N: value });
    expect(cost()).toBe(16384);
    expect(cost(' ')).toBe(16384);
    expect(cost('1024')).toBe(1024);
    expect(cost('262144')).toBe(262144);
    for (const bad of ['512', '3000', '524288', 'mucho', '16384.5']) {
      expect(() => cost(bad)).toThrow(
        `PASSWORD_SCRYPT_N debe ser una potencia de 2 de 1024 a 262144 (se recibió '${bad}').`,
      );
    }
  });

  it('a hash of another cost still verifies (each keeps its own N), the wrong password not', async () => {
    const cheap = await hashPassword('Demo#2026ok', 1024);
    const dear = await hashPassword('Demo#2026ok', 32768);
    expect(cheap).toMatch(/^scrypt\$1024\$/);
    expect(dear).toMatch(/^scrypt\$32768\$/);
    for (const hash of [cheap, dear]) {
      expect(await verifyPassword('Demo#2026ok', hash)).toBe(true);
      expect(await verifyPassword('Demo#2026oK', hash)).toBe(false);
    }
  });

  it('the same password hashes differently each time (random salt) and both verify', async () => {
    const [a, b] = await Promise.all([hashPassword('Demo#2026ok'), hashPassword('Demo#2026ok')]);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Demo#2026ok', a)).toBe(true);
    expect(await verifyPassword('Demo#2026ok', b)).toBe(true);
  });

  it('a wrong password, another case or a malformed stored hash does not verify', async () => {
    const hash = await hashPassword('Demo#2026ok');
    expect(await verifyPassword('demo#2026ok', hash)).toBe(false);
    expect(await verifyPassword('Demo#2026o', hash)).toBe(false);
    expect(await verifyPassword('Demo#2026ok', '')).toBe(false);
    expect(await verifyPassword('Demo#2026ok', 'bcrypt$x$y$z$a$b')).toBe(false);
    expect(await verifyPassword('Demo#2026ok', hash.replace(/\$[^$]+$/, '$AAAA'))).toBe(false);
  });
});

describe('temporary passwords (DECISIONS 13)', () => {
  it('meet the 001 §5 rules, so the user could keep typing it in the renewal form', () => {
    for (let i = 0; i < 200; i++) {
      const temp = temporaryPassword();
      expect(meetsPasswordRules(temp), temp).toBe(true);
    }
  });

  it('are random: 200 of them are all different', () => {
    const all = new Set(Array.from({ length: 200 }, () => temporaryPassword()));
    expect(all.size).toBe(200);
  });

  it('avoid characters that are easy to misread (I, l, O, o)', () => {
    for (let i = 0; i < 200; i++) expect(temporaryPassword()).not.toMatch(/[IlOo]/);
  });
});
