// Level "api" of the user machine (001 §4 User active switch, §6): each step is the real
// POST /api/Usuarios/CambiarEstado against the server and database, and the stored user of the
// path is checked after it. Every path works on a new seller user of seller 1 written in the
// database in the start's state (activo or pausado). A failed call (the
// `xstate.error.actor.cambiarEstado` answer of a path) is one the server refuses without
// changing anything: a body whose `usuario` is not the user's (400). Every event the machine
// forbids in a state for a role is sent too and must be answered 403 (the role may never send
// it) or 409 (the state does not allow it), changing nothing. A paused user's sessions end.
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { call, expect, type ApiResponse, type LevelAdapter, type ModelServer } from './driver.ts';
import { expectAnswer, expectRefused, isErrorAnswer, sessionOf } from './kit.ts';
import { userDecision, type UserEvent } from '../../../machines/user.ts';

interface Ctx {
  server: ModelServer;
  idUsuario: number;
  nombre: string;
  pending: ApiResponse | null;
}

let counter = 0;

function send(c: Ctx, event: UserEvent, fail: boolean, token: string): Promise<ApiResponse> {
  return call(c.server.baseUrl, 'POST', '/api/Usuarios/CambiarEstado', {
    token,
    json: {
      idUsuario: c.idUsuario,
      idSeller: 1,
      usuario: fail ? `${c.nombre}-otro` : c.nombre,
      activar: event.type === 'ACTIVAR',
      pausar: event.type === 'PAUSAR',
    },
  });
}

const stored = async (c: Ctx) => {
  const [row] = await c.server.db.query<{ activo: boolean; abiertas: number }>(
    `SELECT u.activo,
            (SELECT count(*)::int FROM sessions s
              WHERE s.id_usuario = u.id_usuario AND s.revoked_at IS NULL) AS abiertas
       FROM users u WHERE u.id_usuario = $1`,
    [c.idUsuario],
  );
  return row;
};

export default function userApiAdapter(server: () => ModelServer): LevelAdapter<Ctx> {
  return {
    async setup(path) {
      const s = server();
      const activo = (path.start.input as { activo: boolean }).activo;
      const nombre = `modelo.u${Date.now().toString(36)}${String(++counter)}`;
      const [row] = await s.db.query<{ id_usuario: number }>(
        `INSERT INTO users (nombre_usuario, email, password_hash, tipo_usuario, id_seller, activo)
         SELECT $1::text, $1::text || '@modelo.local', password_hash, 4, 1, $2 FROM users
          WHERE nombre_usuario = 'seller'
         RETURNING id_usuario`,
        [nombre, activo],
      );
      if (!row) throw new Error('sin usuario de modelo');
      // An open session of an active user: pausing must end it (001 §4).
      if (activo) {
        await s.db.query(
          `INSERT INTO sessions (token_hash, id_usuario, tipo_usuario, expires_at)
         VALUES ($1, $2, 4, now() + interval '1 hour')`,
          [`modelo-${nombre}`, row.id_usuario],
        );
      }
      return { server: s, idUsuario: row.id_usuario, nombre, pending: null };
    },

    async perform(c, event, { next }) {
      if (expectAnswer(c.pending, event)) return;
      const e = event as UserEvent;
      const { token } = await sessionOf(c.server, e.tipoUsuario);
      c.pending = await send(c, e, isErrorAnswer(next), token);
    },

    async check(c, snapshot) {
      if (snapshot.hasTag('busy')) return;
      const activo = (snapshot.context as { activo: boolean }).activo;
      const row = await stored(c);
      expect(row?.activo).toBe(activo);
      // A paused user has no open session.
      if (!activo) expect(row?.abiertas).toBe(0);
    },

    async forbidden(c, snapshot: AnyMachineSnapshot, event: EventObject) {
      const e = event as UserEvent;
      const activo = (snapshot.context as { activo: boolean }).activo;
      const { token } = await sessionOf(c.server, e.tipoUsuario);
      return expectRefused(
        e,
        userDecision({ activo }, e),
        () => send(c, e, false, token),
        () => stored(c),
      );
    },

    async teardown() {},
  };
}
