// `npm run bench:login`: the login screen's weight and speed, the budget of the login issue.
//
// Starts the built app (dist/) on a free port with a fresh DATA_DIR, opens /login in headless
// Chromium cold (a new browser context each time: empty cache and storage), and measures per
// load:
//   - weight: the JS and CSS files the page requested before the login form was in the DOM,
//     summed as bytes on the wire as served (Resource Timing encodedBodySize): the browser asks
//     with its own Accept-Encoding, and the server sends the build's precompressed brotli
//     files (vite.config.ts; files under 1 KiB go uncompressed and count at their full size).
//     Response headers are not counted in the budget; they are printed alongside. The gzip
//     figure (a client without brotli) is printed too.
//   - time: from navigation start to the first frame after the form entered the DOM (an init
//     script's MutationObserver, then requestAnimationFrame; the budget figure), and, from
//     Node, the time from page.goto until that report arrives. Playwright then checks that
//     the user input is visible. Since the form is written into index.html at build time
//     (src/web/session/login-first.ts), it is visible before the app runs; the time the app's
//     own form replaced it (the form works: 'Entrar' can be enabled, the widget starts) is
//     printed beside it ("app's form"; for a build without the written form, the same time).
// One load before the measured ones warms the server and the browser process; it is printed
// but not counted. Every measured load still starts in a new context with an empty cache.
// Budget: weight <= 120 kB (120 000 bytes) as served (issue 11: the product's goal, under the
// 150 kB ceiling) and median time <= 250 ms (issue 37 point 4; it was 350 ms before the form
// was written into the page); exits 1 when over.
// BENCH_ROOT=<another checkout>: that checkout's built app (its dist/) is served too, by this
// tree's server on a port of its own, and the loads alternate between the two builds, so that
// one run compares them on the same machine at the same moment (issue 37 point 4: "the form
// visible no later than any earlier build in one run"); its medians and the ratio are printed.
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { startAppServer, type AppServer } from '../../tests/e2e/app-server.ts';
import { FULL_CHROMIUM, launchChromium } from '../../tests/e2e/chromium.ts';

const WEIGHT_BUDGET_BYTES = 120_000;
const TIME_BUDGET_MS = 250;
// The budget is the median of 3; BENCH_LOADS=9 gives a steadier figure on a busy machine.
const LOADS = Math.max(1, Number(process.env.BENCH_LOADS ?? 3));
const FORM_SELECTOR = '#login-usuario';

interface LoadedFile {
  name: string;
  startTime: number;
  encodedBodySize: number;
  transferSize: number;
  encoding: string;
}

interface Load {
  weightBytes: number;
  transferBytes: number;
  formVisibleMs: number;
  /** To the first frame with the app's own form (not the one written into index.html). */
  appFormMs: number;
  /** From page.goto in Node to the page's report arriving there. */
  nodeMs: number;
  critical: LoadedFile[];
  later: LoadedFile[];
}

declare global {
  interface Window {
    __loginForm?: { inDom: number; frame: number };
    __loginApp?: number;
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** `encoding`: what the browser asks for; undefined leaves Chromium's own header (as served). */
async function coldLoad(browser: Browser, baseUrl: string, encoding?: 'gzip'): Promise<Load> {
  const context = await browser.newContext(
    encoding === undefined ? {} : { extraHTTPHeaders: { 'Accept-Encoding': encoding } },
  );
  try {
    const page = await context.newPage();
    const encodings = new Map<string, string>();
    page.on('response', (response) => {
      const encoding = response.headers()['content-encoding'] ?? 'identity';
      encodings.set(new URL(response.url()).pathname, encoding);
    });
    // The page reports the form itself (a console message): polling for it from Playwright
    // (waitForSelector) would run in the page's main thread during the very load it measures.
    await page.addInitScript((selector: string) => {
      let seen = false;
      new MutationObserver((_, observer) => {
        const input = document.querySelector(selector);
        if (input === null) return;
        if (!seen) {
          seen = true;
          const inDom = performance.now();
          requestAnimationFrame(() => {
            window.__loginForm = { inDom, frame: performance.now() };
            console.debug('login-form-visible');
          });
        }
        if (input.closest('[data-login-prerender]') !== null) return;
        observer.disconnect();
        requestAnimationFrame(() => {
          window.__loginApp = performance.now();
          console.debug('login-app-form');
        });
      }).observe(document, { childList: true, subtree: true });
    }, FORM_SELECTOR);
    const reported = page.waitForEvent('console', {
      predicate: (message) => message.text() === 'login-form-visible',
      timeout: 30_000,
    });
    const appForm = page.waitForEvent('console', {
      predicate: (message) => message.text() === 'login-app-form',
      timeout: 30_000,
    });

    const started = performance.now();
    await page.goto(`${baseUrl}/login`, { waitUntil: 'commit' });
    await reported;
    const nodeMs = performance.now() - started;
    await appForm;
    // Only now is Playwright asked to look: the form must also be visible to it.
    await page.waitForSelector(FORM_SELECTOR, { state: 'visible' });
    // Lazy chunks requested right after the form (the verification widget) are listed too.
    // With two servers taking turns (BENCH_ROOT) the network was once never idle for the last
    // load (the widget asking again): the list is then what came within 10 s, said so.
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {
      console.log('(the network was not idle within 10 s: the files after the form may be more)');
    });

    const { form, app, entries } = await page.evaluate(() => ({
      form: window.__loginForm,
      app: window.__loginApp,
      entries: performance.getEntriesByType('resource').map((e) => {
        const r = e as PerformanceResourceTiming;
        return {
          name: new URL(r.name).pathname,
          startTime: r.startTime,
          encodedBodySize: r.encodedBodySize,
          transferSize: r.transferSize,
        };
      }),
    }));
    if (form === undefined || app === undefined) throw new Error('the login form was not seen');
    const files = entries
      .filter((e) => /\.(js|css)$/.test(e.name))
      .map((e) => ({ ...e, encoding: encodings.get(e.name) ?? '?' }));
    const expected = encoding ?? 'br';
    for (const f of files) {
      if (f.encoding !== expected && f.encodedBodySize >= 1024) {
        throw new Error(`${f.name} came as ${f.encoding}, not ${expected}: is the build stale?`);
      }
    }
    const critical = files.filter((f) => f.startTime < form.inDom);
    const later = files.filter((f) => f.startTime >= form.inDom);
    return {
      weightBytes: critical.reduce((sum, f) => sum + f.encodedBodySize, 0),
      transferBytes: critical.reduce((sum, f) => sum + f.transferSize, 0),
      formVisibleMs: form.frame,
      appFormMs: app,
      nodeMs,
      critical,
      later,
    };
  } finally {
    await context.close();
  }
}

const OTHER = process.env.BENCH_ROOT ? path.resolve(process.env.BENCH_ROOT) : undefined;

let server: AppServer | undefined;
let other: AppServer | undefined;
let browser: Browser | undefined;
let overBudget = false;
try {
  server = await startAppServer();
  if (OTHER !== undefined) other = await startAppServer({ WEB_DIR: path.join(OTHER, 'dist') });
  // The full browser people use, not the tests' headless shell: what is measured is their wait.
  browser = await launchChromium(FULL_CHROMIUM);
  const warmUp = await coldLoad(browser, server.baseUrl);
  console.log(
    `warm-up load (not counted): ${kb(warmUp.weightBytes)}, form visible at ${warmUp.formVisibleMs.toFixed(0)} ms\n`,
  );
  if (other) await coldLoad(browser, other.baseUrl);
  const loads: Load[] = [];
  const otherLoads: Load[] = [];
  for (let i = 0; i < LOADS; i++) {
    // Taking turns, each build first half of the time.
    const order = i % 2 === 0 ? [server, other] : [other, server];
    for (const s of order) {
      if (s === undefined) continue;
      (s === server ? loads : otherLoads).push(await coldLoad(browser, s.baseUrl));
    }
  }

  const first = loads[0];
  if (first !== undefined) {
    console.log('JS/CSS requested before the login form was in the DOM (first load):');
    for (const f of first.critical) {
      console.log(`  ${f.name.padEnd(44)} ${kb(f.encodedBodySize).padStart(9)}  ${f.encoding}`);
    }
    console.log('requested after it (not counted):');
    for (const f of first.later) {
      console.log(`  ${f.name.padEnd(44)} ${kb(f.encodedBodySize).padStart(9)}  ${f.encoding}`);
    }
  }
  console.log("\nload  weight (as served)  with headers  form visible  seen from Node  app's form");
  loads.forEach((l, i) => {
    console.log(
      `${String(i + 1).padStart(4)}  ${kb(l.weightBytes).padStart(18)}  ${kb(l.transferBytes).padStart(12)}` +
        `  ${`${l.formVisibleMs.toFixed(0)} ms`.padStart(12)}  ${`${l.nodeMs.toFixed(0)} ms`.padStart(13)}` +
        `  ${`${l.appFormMs.toFixed(0)} ms`.padStart(10)}`,
    );
  });
  const weight = median(loads.map((l) => l.weightBytes));
  const time = median(loads.map((l) => l.formVisibleMs));
  const nodeTime = median(loads.map((l) => l.nodeMs));
  // The same page for a client that accepts gzip only (not counted in the budget).
  const gzipOnly = await coldLoad(browser, server.baseUrl, 'gzip');
  console.log(
    `\nmedian of ${LOADS} cold loads: ${kb(weight)} JS+CSS before the form as served (brotli; ` +
      `budget ${kb(WEIGHT_BUDGET_BYTES)}; gzip only: ` +
      `${kb(gzipOnly.weightBytes)}), form visible at ${time.toFixed(0)} ms ` +
      `(budget ${TIME_BUDGET_MS} ms; seen from Node at ${nodeTime.toFixed(0)} ms), the app's ` +
      `own form at ${median(loads.map((l) => l.appFormMs)).toFixed(0)} ms`,
  );
  if (other && OTHER !== undefined) {
    const otherTime = median(otherLoads.map((l) => l.formVisibleMs));
    console.log(
      `${path.basename(OTHER)}, in turns with this build: ` +
        `${kb(median(otherLoads.map((l) => l.weightBytes)))} before the form, form visible at ` +
        `${otherTime.toFixed(0)} ms (loads: ${otherLoads.map((l) => l.formVisibleMs.toFixed(0)).join(', ')}), ` +
        `the app's own form at ${median(otherLoads.map((l) => l.appFormMs)).toFixed(0)} ms; ` +
        `this build / that one: ${(time / otherTime).toFixed(2)}x ` +
        `(loads: ${loads.map((l) => l.formVisibleMs.toFixed(0)).join(', ')})`,
    );
  }
  if (weight > WEIGHT_BUDGET_BYTES) {
    console.error(`OVER BUDGET: ${kb(weight)} > ${kb(WEIGHT_BUDGET_BYTES)}`);
    overBudget = true;
  }
  if (time > TIME_BUDGET_MS) {
    console.error(`OVER BUDGET: form visible at ${time.toFixed(0)} ms > ${TIME_BUDGET_MS} ms`);
    overBudget = true;
  }
} catch (error) {
  console.error(error);
  overBudget = true;
} finally {
  await browser?.close();
  await server?.stop();
  await other?.stop();
}
process.exit(overBudget ? 1 : 0);
