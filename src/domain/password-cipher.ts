// DECISIONS 15 (001 §5: "The seller password is encrypted before sending"): the password travels
// AES-CBC encrypted for contract compatibility; it is not a security measure (the transport
// is). The key is the SHA-256 of the configured secret (PASSWORD_AES_KEY on the server, read by
// the app from GET /api/Seller/ClaveCifrado). As 000 §9 describes the source's client: CBC mode
// with a zero initialisation vector and PKCS#7 padding; the text sent is the base64 of the
// ciphertext, so a client written to the spec interoperates. WebCrypto, so the browser and Node
// run the same code.

/** The secret used when the configuration names none. */
export const DEFAULT_PASSWORD_AES_SECRET = 'market-backoffice-password-aes';

const encoder = new TextEncoder();

async function keyOf(secret: string): Promise<CryptoKey> {
  const raw = await crypto.subtle.digest('SHA-256', encoder.encode(secret));
  return crypto.subtle.importKey('raw', raw, { name: 'AES-CBC' }, false, ['encrypt', 'decrypt']);
}

function toBase64(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const s = atob(text);
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}

/** 000 §9: the zero initialisation vector. */
const ZERO_IV = new Uint8Array(16);

export async function encryptPassword(password: string, secret: string): Promise<string> {
  const data = await crypto.subtle.encrypt(
    { name: 'AES-CBC', iv: ZERO_IV },
    await keyOf(secret),
    encoder.encode(password),
  );
  return toBase64(new Uint8Array(data));
}

/** The clear password, or null when the text is not one this secret encrypted. */
export async function decryptPassword(text: string, secret: string): Promise<string | null> {
  try {
    const bytes = fromBase64(text);
    if (bytes.length < 16 || bytes.length % 16 !== 0) return null;
    const clear = await crypto.subtle.decrypt(
      { name: 'AES-CBC', iv: ZERO_IV },
      await keyOf(secret),
      bytes,
    );
    return new TextDecoder('utf-8', { fatal: true }).decode(clear);
  } catch {
    return null;
  }
}
