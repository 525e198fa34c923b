// The single-page app's build: hashed assets in dist/assets, served by the API process
// (src/server/app.ts). Route-level splitting comes from dynamic imports in src/web/app/router.tsx,
// so the login screen downloads only what it needs (bench: scripts/bench/login-weight.ts).
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The machines' test models (machines/models, loaded lazily by the registry for the model-based
 * tests only) are left out of the app's build: the app never imports them, so it ships none.
 */
const withoutTestModels: Plugin = {
  name: 'without-test-models',
  apply: 'build',
  load(id) {
    return /[\\/]machines[\\/]models[\\/]/.test(id) ? 'export default null;' : null;
  },
};

export default defineConfig({
  plugins: [react(), withoutTestModels],
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
