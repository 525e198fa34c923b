// Level "navegador" of the user machine (001 §4 User active switch, §6): the Activo switch of
// /Usuarios/Editar/{id} clicked in the real app, as the demo user of each role. Every path
// works on a new seller user of seller 1 written in the database in the start's state. The call
// (POST /api/Usuarios/CambiarEstado) is held until the path's answer: done lets it through to the
// server, error answers it 409 with the path's messages (the server changes nothing). After
// each step the stored user is checked and, on the edit screen, the switch shows the state. A
// forbidden event is refused on screen: the seller admin sees the switch disabled (category
// never reaches another user's edit screen, and the admin's switch only offers the other event).
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { Browser, Page } from 'playwright-core';
import { expect, type LevelAdapter, type ModelServer } from './driver.ts';
import { RolePages, WAIT, messagesOf, type HoldingPath } from './kit.ts';
import type { UserEvent } from '../../../machines/user.ts';

type CallId = 'cambiarEstado';

interface Shared {
  server: ModelServer;
  pages: RolePages<CallId, Ctx>;
}

interface Ctx extends HoldingPath<CallId> {
  sh: Shared;
  idUsuario: number;
  page: Page | null;
}

let shared: Shared | null = null;
let counter = 0;

async function sharedFor(server: ModelServer, browser: () => Browser): Promise<Shared> {
  if (shared?.server === server) return shared;
  if (shared) await shared.pages.close();
  shared = {
    server,
    pages: new RolePages<CallId, Ctx>(
      server,
      browser,
      /\/api\/Usuarios\/CambiarEstado$/,
      (method) => (method === 'POST' ? 'cambiarEstado' : null),
    ),
  };
  return shared;
}

const switchOf = (page: Page) => page.getByRole('switch', { name: 'Activo' });

async function openEdit(c: Ctx, tipo: number): Promise<Page> {
  const { page } = await c.sh.pages.page(tipo);
  await page.goto(`/Usuarios/Editar/${String(c.idUsuario)}`);
  await page.getByRole('heading', { name: 'Editar usuario' }).waitFor();
  await switchOf(page).waitFor({ state: 'attached' });
  c.page = page;
  return page;
}

async function storedActivo(c: Ctx): Promise<boolean | undefined> {
  const [row] = await c.sh.server.db.query<{ activo: boolean }>(
    'SELECT activo FROM users WHERE id_usuario = $1',
    [c.idUsuario],
  );
  return row?.activo;
}

export default function userBrowserAdapter(
  browser: () => Browser,
  server: () => ModelServer,
): LevelAdapter<Ctx> {
  return {
    async setup(path) {
      const sh = await sharedFor(server(), browser);
      const activo = (path.start.input as { activo: boolean }).activo;
      const nombre = `modelo.n${Date.now().toString(36)}${String(++counter)}`;
      const [row] = await sh.server.db.query<{ id_usuario: number }>(
        `INSERT INTO users (nombre_usuario, email, password_hash, tipo_usuario, id_seller, activo)
         SELECT $1::text, $1::text || '@modelo.local', password_hash, 4, 1, $2 FROM users
          WHERE nombre_usuario = 'seller'
         RETURNING id_usuario`,
        [nombre, activo],
      );
      if (!row) throw new Error('sin usuario de modelo');
      const c: Ctx = { sh, idUsuario: row.id_usuario, held: new Map(), page: null };
      sh.pages.current = c;
      return c;
    },

    async perform(c, event: EventObject) {
      if (await c.sh.pages.answer(event)) {
        const page = c.page;
        if (page === null) return;
        if (event.type.startsWith('xstate.done.')) {
          await page.getByText('Estado editado exitosamente').first().waitFor();
          // 001 §4: the user then goes back.
          await page.waitForURL((url) => url.pathname === '/Usuarios', WAIT);
          c.page = null;
        } else {
          await page
            .getByText(messagesOf(event)[0] ?? '')
            .first()
            .waitFor();
        }
        return;
      }
      const e = event as UserEvent;
      const page = await openEdit(c, e.tipoUsuario);
      await expect.poll(() => switchOf(page).isEnabled(), WAIT).toBe(true);
      // The input is visually hidden under Mantine's track: a person clicks the label.
      await page.getByText('Activo', { exact: true }).click();
    },

    async check(c, snapshot: AnyMachineSnapshot) {
      if (snapshot.hasTag('busy')) return;
      const activo = (snapshot.context as { activo: boolean }).activo;
      await expect.poll(() => storedActivo(c), WAIT).toBe(activo);
      const page = c.page;
      if (page !== null) {
        await expect.poll(() => switchOf(page).isChecked(), WAIT).toBe(activo);
      }
    },

    async forbidden(c, _snapshot: AnyMachineSnapshot, event: EventObject) {
      const e = event as UserEvent;
      if (e.tipoUsuario !== 3) return false;
      const page = await openEdit(c, 3);
      await expect.poll(() => switchOf(page).isDisabled(), WAIT).toBe(true);
      c.page = null;
      return true;
    },

    async teardown(c) {
      await c.sh.pages.release(c);
    },
  };
}
