// Issue 12 point 4: the API reference is drawn from the bundled contract, opens without logging
// in (reachable from /Diagramas), shows each operation with its method, path, who may call it,
// parameters, body and answers, and its code is not part of what the login screen downloads.
import { describe, expect } from 'vitest';
import { publicPageTest } from './browser.ts';

const it = publicPageTest();

describe('/Documentacion/Api (issue 12 point 4)', () => {
  it('opens from /Diagramas without a session and shows the login operation as the contract has it', async ({
    page,
  }) => {
    await page.goto('/Diagramas');
    await page.getByRole('link', { name: 'Referencia de la API' }).click();
    await page.getByRole('heading', { name: 'Referencia de la API', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/Documentacion/Api');

    const login = page.getByRole('region', { name: '/api/account/login' });
    await login.waitFor();
    expect(await login.getByText('POST', { exact: true }).count()).toBe(1);
    expect(await login.getByText('Pública: no requiere sesión').count()).toBe(1);
    // The body's fields come from the LoginRequest schema; the answers list each status code.
    await login.getByRole('link', { name: 'LoginRequest' }).first().waitFor();
    for (const code of ['200', '400', '429']) {
      expect(await login.locator('code', { hasText: new RegExp(`^${code}$`) }).count()).toBe(1);
    }
    const secured = page.getByRole('region', { name: '/api/Rebates/Nuevo' });
    expect(await secured.getByText(/Requiere sesión/).count()).toBe(1);

    // The schema a link names is on the page.
    await page.getByRole('heading', { name: 'LoginRequest', level: 3 }).waitFor();
  });

  it('the login screen downloads none of its code', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto('/login');
    await page.getByLabel('Usuario', { exact: true }).waitFor();
    await page.locator('altcha-widget input[type="checkbox"]').waitFor({ state: 'attached' });
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => /api-reference/i.test(s))).toEqual([]);

    scripts.length = 0;
    await page.goto('/Documentacion/Api');
    await page.getByRole('heading', { name: 'Referencia de la API', level: 1 }).waitFor();
    expect(scripts.some((s) => /api-reference/i.test(s))).toBe(true);
  });
});
