// Security headers of every answer (issue 13 point 2), through @fastify/helmet. The session
// token lives in localStorage, so the Content-Security-Policy is what stands between a script
// injected into a page (a listing description, a notification) and the session: no inline
// script and no script from elsewhere runs.
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  // The app's own files only: no inline script, no eval.
  scriptSrc: ["'self'"],
  // Mantine writes style attributes (its style props and each component's CSS variables) and
  // a <style> element for responsive props; a style cannot run code. Everything else of the
  // policy stays strict.
  styleSrc: ["'self'", "'unsafe-inline'"],
  // data: for the page's empty favicon; blob: for the previews of images chosen for upload.
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  // The ALTCHA proof-of-work worker is a file of the app (src/web/session/altcha-widget.ts uses
  // the widget's "external" build for that), as is every call (the API is the same origin).
  workerSrc: ["'self'"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  // The product also runs on plain HTTP (localhost, a private network): upgrading its own
  // requests to https would break it there. Behind TLS, HSTS (below) does that job.
  upgradeInsecureRequests: null,
};

const helmetOptions = {
  global: true,
  contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
  // Set below, only when the request came over TLS.
  strictTransportSecurity: false,
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'same-origin' },
  // The images the product serves are shown by its own pages only.
  crossOriginResourcePolicy: { policy: 'same-origin' },
} as const;

/**
 * The headers @fastify/helmet adds with these options, read once from an answer of a throwaway
 * app with and without it. They depend on nothing of the request (no nonce), and the plugin
 * builds them again on every request: under load (issue 37) that was about 4 % of the
 * server's thread. The answer's own headers (type, length, date, connection) are not among them.
 */
async function helmetHeaders(): Promise<Record<string, string>> {
  const answer = async (withHelmet: boolean) => {
    const probe = Fastify({ logger: false });
    if (withHelmet) await probe.register(helmet, helmetOptions);
    probe.get('/', () => 'ok');
    const res = await probe.inject('/');
    await probe.close();
    return res.headers;
  };
  const [plain, secured] = await Promise.all([answer(false), answer(true)]);
  return Object.fromEntries(
    Object.entries(secured).flatMap(([name, value]) =>
      name in plain || typeof value !== 'string' ? [] : [[name, value]],
    ),
  );
}

/** Read once per process: they depend on the options above only. */
let headersOnce: Promise<Record<string, string>> | undefined;

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const headers = await (headersOnce ??= helmetHeaders());
  if (!('content-security-policy' in headers)) {
    throw new Error('@fastify/helmet no dio la Content-Security-Policy');
  }
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.protocol === 'https') {
      void reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
    // Answers of the API carry people's data: never kept by a browser or a shared cache.
    if (request.url.startsWith('/api')) void reply.header('Cache-Control', 'no-store');
    done(null, payload);
  });
}
