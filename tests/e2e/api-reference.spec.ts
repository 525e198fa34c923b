// /Documentacion/Api: the contract (openapi/bundle.json) drawn by Scalar's API reference. A
// visitor (no session, as /Diagramas) opens it from /Diagramas, finds an operation by searching
// and reads its request and response examples; a schema is found the same way. The page asks
// nothing of another origin (no fonts, no telemetry), reports no Content-Security-Policy
// violation and no console error, and the login screen downloads none of its code.
import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { publicPageTest } from './browser.ts';

const it = publicPageTest({ width: 1366, height: 768 });

declare global {
  interface Window {
    __csp?: string[];
  }
}

/** What went wrong on the page: console errors, exceptions, CSP violations, other origins. */
async function watch(page: Page): Promise<() => Promise<string[]>> {
  const problems: string[] = [];
  await page.addInitScript(() => {
    window.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__csp?.push(`CSP ${e.effectiveDirective} ${e.blockedURI} ${e.sourceFile}`);
    });
  });
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`consola: ${msg.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`excepción: ${error.message}`));
  const own = new URL(inject('baseUrl')).origin;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^https?:$/.test(url.protocol) && url.origin !== own) {
      problems.push(`otro origen: ${request.url()}`);
    }
  });
  return async () => [...problems, ...(await page.evaluate(() => window.__csp ?? []))];
}

/** Opens the reference's search (its field in the sidebar) and types `text`. */
async function search(page: Page, text: string) {
  await page.getByRole('button', { name: /Abrir búsqueda/ }).click();
  const field = page.getByRole('combobox', { name: 'Introduce tu consulta de búsqueda' });
  await field.fill(text);
  return page.getByRole('listbox', { name: 'Resultados de búsqueda de la referencia' });
}

describe('/Documentacion/Api: the contract in Scalar’s API reference', () => {
  it('a visitor opens it from /Diagramas, finds an operation by searching and reads its examples', async ({
    page,
  }) => {
    const problems = await watch(page);
    await page.goto('/Diagramas');
    await page.getByRole('link', { name: 'Referencia de la API' }).click();
    await page.getByRole('heading', { name: 'Referencia de la API', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/Documentacion/Api');
    // The contract's title and introduction, drawn by the reference.
    await page.getByRole('heading', { name: 'Market back-office API' }).waitFor();

    const results = await search(page, 'Rebates/Nuevo');
    const found = results.getByRole('option', { name: /Send a rebate on a listing/ });
    await found.click();
    await page.waitForURL((url) => url.hash === '#tag/rebates/POST/api/Rebates/Nuevo');
    const operation = page.locator('section[id$="/tag/rebates/POST/api/Rebates/Nuevo"]');
    await operation
      .getByRole('heading', { name: /Send a rebate on a listing/, level: 3 })
      .waitFor();
    // Who may call it, from the contract's description.
    await operation
      .getByText(/Who may call it/)
      .first()
      .waitFor();
    // The request example (curl, with the body's fields) and the answers by status code.
    await operation.getByText('/api/Rebates/Nuevo', { exact: true }).first().waitFor();
    await operation
      .getByText(/"precioInicial"/)
      .first()
      .waitFor();
    // One tab per status code the contract lists ('Estado: 409 ...'), the 200's example first.
    for (const code of ['200', '400', '401', '403', '404', '409']) {
      await operation.getByRole('tab', { name: new RegExp(`^Estado: ${code} `) }).waitFor();
    }
    // Each error's meaning for this operation, from its description.
    await operation
      .getByText(/current state does not allow it/)
      .first()
      .waitFor();
    await operation
      .getByText(/"idRebate"/)
      .first()
      .waitFor();

    expect(await problems()).toEqual([]);
  });

  it('finds a schema by searching', async ({ page }) => {
    const problems = await watch(page);
    await page.goto('/Documentacion/Api');
    await page.getByRole('heading', { name: 'Market back-office API' }).waitFor();
    const results = await search(page, 'LoginRequest');
    await results
      .getByRole('option', { name: /LoginRequest/ })
      .first()
      .click();
    await page.getByRole('heading', { name: 'LoginRequest' }).first().waitFor();
    expect(await problems()).toEqual([]);
  });

  it('the login screen downloads none of its code', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (['script', 'stylesheet'].includes(r.resourceType())) {
        scripts.push(new URL(r.url()).pathname);
      }
    });
    await page.goto('/login');
    await page.getByLabel('Usuario', { exact: true }).waitFor();
    await page.locator('altcha-widget input[type="checkbox"]').waitFor({ state: 'attached' });
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => /api-reference|scalar/i.test(s))).toEqual([]);
    // Nor inside another file: no file the login loads carries Scalar's code or styles.
    for (const file of scripts) {
      const body = await (await page.request.get(file)).text();
      expect(body.includes('scalar-app'), file).toBe(false);
    }

    scripts.length = 0;
    await page.goto('/Documentacion/Api');
    await page.getByRole('heading', { name: 'Market back-office API' }).waitFor();
    expect(scripts.some((s) => /api-reference-page/.test(s))).toBe(true);
    expect(scripts.some((s) => /scalar-reference/.test(s))).toBe(true);
  });
});
