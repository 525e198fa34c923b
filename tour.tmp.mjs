import { chromium } from 'playwright-core';
const users = process.argv.slice(2);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--headless'] });
for (const u of users) {
  const ctx = await b.newContext({ viewport: { width: 1366, height: 768 }, locale: 'es-AR' });
  const p = await ctx.newPage();
  const errs = [];
  p.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errs.push(m.text().slice(0, 200)); });
  p.on('pageerror', (e) => errs.push('PAGEERROR ' + String(e).slice(0, 200)));
  const t0 = Date.now();
  await p.goto('http://localhost:3000/login');
  await p.getByLabel('Usuario').fill(u);
  await p.getByLabel('Contraseña', { exact: true }).fill('Demo#2026ok');
  const entrar = p.getByRole('button', { name: 'Entrar' });
  await entrar.waitFor();
  await p.waitForFunction(() => { const b=[...document.querySelectorAll('button')].find(x=>x.textContent.trim()==='Entrar'); return b && !b.disabled; }, null, { timeout: 30000 });
  console.log(u, 'Entrar ready after', Date.now() - t0, 'ms');
  await entrar.click();
  await p.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30000 }).catch(() => console.log('no redirect'));
  await p.waitForTimeout(2500);
  await p.screenshot({ path: `/tmp/tour/${u}-00-home.png` });
  const links = await p.$$eval('nav a[href]', (as) => [...new Set(as.map((a) => a.getAttribute('href')))]);
  console.log(u, 'links', links.join(' '));
  let i = 1;
  for (const href of links) {
    if (!href || href.startsWith('http')) continue;
    await p.goto('http://localhost:3000' + href);
    await p.waitForTimeout(2500);
    await p.screenshot({ path: `/tmp/tour/${u}-${String(i++).padStart(2, '0')}-${href.replace(/\//g, '_')}.png` });
  }
  console.log(u, 'errors', JSON.stringify(errs.slice(0, 10)));
  await ctx.close();
}
await b.close();
