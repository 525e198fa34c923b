// The single-page app's build: hashed assets in dist/assets, served by the API process
// (src/server/app.ts). Route-level splitting comes from dynamic imports in src/web/app/router.tsx,
// so the login screen downloads only what it needs (bench: scripts/bench/login-weight.ts).
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { createServer, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Every text asset of 1 KiB or more is written beside itself compressed once, at the best
 * levels (brotli 11, gzip 9): the server sends these as they are (@fastify/static preCompressed)
 * instead of compressing each request at a fast, weaker level. The login screen's weight as
 * served (scripts/bench/login-weight.ts) is the brotli figure.
 */
const precompressed: Plugin = {
  name: 'precompressed-assets',
  apply: 'build',
  async writeBundle(options, bundle) {
    const dir = options.dir ?? 'dist';
    await Promise.all(
      Object.values(bundle).map(async (output) => {
        if (!/\.(js|css|html|svg|json)$/.test(output.fileName)) return;
        const source = output.type === 'chunk' ? output.code : output.source;
        const bytes = typeof source === 'string' ? Buffer.from(source) : Buffer.from(source);
        if (bytes.length < 1024) return;
        const file = path.join(dir, output.fileName);
        const [br, gz] = await Promise.all([
          brotli(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
          gzipped(bytes, { level: constants.Z_BEST_COMPRESSION }),
        ]);
        await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      }),
    );
  },
};

/**
 * The login form in index.html itself (issue 37 point 4; src/web/session/login-first.ts): the
 * login screen rendered to HTML by its own components (src/web/session/login-prerender.tsx,
 * loaded through a Vite server in SSR mode so that it is compiled as the app is), written into
 * #root, and the gate that shows it only to a visitor the app will show the login to, emitted as
 * a hashed asset and loaded first in <head> (a classic script: it runs before anything is drawn;
 * the page's Content-Security-Policy allows scripts from the site only, not inline ones).
 */
function loginFirst(): Plugin {
  let rendered: { html: string; gate: string } | undefined;
  return {
    name: 'login-first',
    apply: 'build',
    async buildStart() {
      const server = await createServer({
        configFile: false,
        plugins: [react()],
        logLevel: 'warn',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const entry = (await server.ssrLoadModule('/src/web/session/login-prerender.tsx')) as {
          loginHtml: () => string;
          loginGateScript: () => string;
        };
        rendered = { html: entry.loginHtml(), gate: entry.loginGateScript() };
      } finally {
        await server.close();
      }
      this.emitFile({ type: 'asset', name: 'login-gate.js', source: rendered.gate });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (rendered === undefined) throw new Error('login-first: the login was not rendered');
        const gate = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'asset' && output.names.includes('login-gate.js'),
        );
        if (gate === undefined) throw new Error('login-first: no gate emitted');
        const root = '<div id="root"></div>';
        const slot = /<!-- login-gate:[^>]*-->/;
        if (!html.includes(root) || !slot.test(html)) {
          throw new Error(`login-first: index.html has no ${root} or no login-gate comment`);
        }
        return html
          .replace(slot, `<script src="/${gate.fileName}"></script>`)
          .replace(root, `<div id="root">${rendered.html}</div>`);
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), loginFirst(), precompressed],
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    target: 'es2022',
    // The login's vendor chunk (React, Mantine, the router, XState) is about 415 kB minified;
    // a chunk over this size means a heavy dependency slipped into the wrong place. The real
    // budget is checked by the bench in gzip bytes.
    chunkSizeWarningLimit: 500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The libraries the login screen loads statically go in one chunk (one request, one
          // gzip dictionary); what only lazy screens use stays in their chunks.
          groups: [{ name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'] }],
        },
      },
    },
  },
  server: {
    // `vite` in development talks to the API started with `npm run dev` (port 3000 by default).
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? '3000'}` },
  },
});
