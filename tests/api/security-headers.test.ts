// Issue 13 point 2: every answer carries the security headers (a strict Content-Security-Policy,
// nosniff, framing refused, a referrer policy), HSTS only over TLS, and the API's answers are
// never stored by a browser or a cache.
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from '../../src/server/http/security.ts';
import { startServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

function directives(csp: string | null): Map<string, string> {
  return new Map(
    (csp ?? '').split(';').map((d) => {
      const [name = '', ...values] = d.trim().split(/\s+/);
      return [name, values.join(' ')] as const;
    }),
  );
}

describe('security headers (issue 13 point 2)', () => {
  it('a page and an API answer carry the CSP, nosniff, no framing and a referrer policy', async () => {
    for (const path of ['/login', '/api/health', '/api/Publicaciones']) {
      const res = await fetch(`${server.baseUrl}${path}`);
      const csp = directives(res.headers.get('content-security-policy'));
      // No inline script, no eval, nothing from elsewhere.
      expect(csp.get('script-src'), path).toBe("'self'");
      expect(csp.get('default-src'), path).toBe("'self'");
      expect(csp.get('worker-src'), path).toBe("'self'");
      expect(csp.get('object-src'), path).toBe("'none'");
      expect(csp.get('frame-ancestors'), path).toBe("'none'");
      expect(csp.get('base-uri'), path).toBe("'none'");
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      expect(res.headers.get('referrer-policy'), path).toBe('same-origin');
      // Plain HTTP: no HSTS (a browser ignores it there, and it would say what is not true).
      expect(res.headers.get('strict-transport-security'), path).toBeNull();
    }
  });

  it("the API's answers, refusals included, are no-store", async () => {
    expect((await fetch(`${server.baseUrl}/api/health`)).headers.get('cache-control')).toBe(
      'no-store',
    );
    const refused = await fetch(`${server.baseUrl}/api/Publicaciones`);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('cache-control')).toBe('no-store');
  });

  it('over TLS (here: a trusted proxy saying https) the answer adds HSTS', async () => {
    const app = Fastify({ trustProxy: true });
    await registerSecurityHeaders(app);
    app.get('/x', () => ({ ok: true }));
    try {
      const tls = await app.inject({ url: '/x', headers: { 'x-forwarded-proto': 'https' } });
      expect(tls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const plain = await app.inject({ url: '/x' });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});
