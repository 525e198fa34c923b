// Demo data of the users area (issue 17): more users of the demo sellers and staff, so that the
// list (/Usuarios) has a second page for the admin and a seller admin lists several users, one
// of them paused; the seller user has an integration token (the edit screen's TOKEN field).
import type { Queryable } from '../db.ts';
import { hashPassword } from '../../shared/passwords.ts';
import { DEMO_PASSWORD } from './platform.ts';

export const demoUsersMore = [
  {
    usuario: 'vendedora.sur',
    email: 'ventas.sur@electrohogarpatagonia.com.ar',
    tipo: 4,
    idSeller: 1,
  },
  { usuario: 'deposito.ehp', email: 'deposito@electrohogarpatagonia.com.ar', tipo: 4, idSeller: 1 },
  // A paused user (001 §4): its login is refused.
  {
    usuario: 'pausado',
    email: 'pausado@electrohogarpatagonia.com.ar',
    tipo: 4,
    idSeller: 1,
    activo: false,
  },
  { usuario: 'atencion.litoral', email: 'atencion@litoralsport.com.ar', tipo: 4, idSeller: 2 },
  { usuario: 'admin.litoral', email: 'admin@litoralsport.com.ar', tipo: 3, idSeller: 2 },
  { usuario: 'categoria.hogar', email: 'hogar@market.local', tipo: 1, idSeller: null },
  { usuario: 'auditoria', email: 'auditoria@market.local', tipo: 6, idSeller: null },
] as const;

const SELLER_TOKEN = 'ehp-integracion-7f3a9c2d41b8';

export async function seedUsers(q: Queryable): Promise<void> {
  const hash = await hashPassword(DEMO_PASSWORD);
  for (const u of demoUsersMore) {
    await q.query(
      `INSERT INTO users (nombre_usuario, email, password_hash, tipo_usuario, id_seller, activo)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [u.usuario, u.email, hash, u.tipo, u.idSeller, 'activo' in u ? u.activo : true],
    );
  }
  await q.query(`UPDATE users SET token = $1 WHERE nombre_usuario = 'seller'`, [SELLER_TOKEN]);
}
