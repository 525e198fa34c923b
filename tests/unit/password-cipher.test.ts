// DECISIONS 15, 000 §9: the seller's first-user password travels AES-CBC encrypted with a zero
// initialisation vector, the key being the SHA-256 of the configured secret; the server reads
// what any client written to the spec sends (checked against node:crypto), and refuses text
// that is not such a ciphertext.
import { createCipheriv, createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PASSWORD_AES_SECRET,
  decryptPassword,
  encryptPassword,
} from '../../src/domain/password-cipher.ts';

const secret = DEFAULT_PASSWORD_AES_SECRET;

/** What a client that follows 000 §9 sends, written with another library. */
function specClient(password: string, key: string): string {
  const cipher = createCipheriv(
    'aes-256-cbc',
    createHash('sha256').update(key).digest(),
    Buffer.alloc(16),
  );
  return Buffer.concat([cipher.update(password, 'utf8'), cipher.final()]).toString('base64');
}

describe('password cipher (DECISIONS 15)', () => {
  it('encrypts as the spec client does: AES-256-CBC, zero IV, base64', async () => {
    for (const p of ['Clave#2026', 'ñandú-Ü 123', 'x'.repeat(16), 'a']) {
      expect(await encryptPassword(p, secret)).toBe(specClient(p, secret));
    }
  });

  it("reads a spec client's text back, and its own", async () => {
    expect(await decryptPassword(specClient('Vendedor#1', secret), secret)).toBe('Vendedor#1');
    expect(await decryptPassword(await encryptPassword('Otra$Clave9', secret), secret)).toBe(
      'Otra$Clave9',
    );
  });

  it('refuses text that is not a ciphertext of this secret: null, never a throw', async () => {
    const other = specClient('Vendedor#1', 'otro-secreto');
    const read = await decryptPassword(other, secret);
    // A wrong key almost always breaks the padding; when it does not, it is not the password.
    expect(read).not.toBe('Vendedor#1');
    for (const text of [
      '',
      'no es base64 ***',
      'AAAA',
      btoa('x'.repeat(15)),
      btoa('x'.repeat(17)),
    ]) {
      expect(await decryptPassword(text, secret)).toBeNull();
    }
  });
});
