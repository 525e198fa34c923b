// Sellers and the demo users of DECISIONS 14 (password 'Demo#2026ok' for all).
import type { Queryable } from '../db.ts';
import { hashPassword } from '../../shared/passwords.ts';

export const DEMO_PASSWORD = 'Demo#2026ok';

export const demoSellers = [
  {
    id: 1,
    razonSocial: 'Electro Hogar Patagonia S.R.L.',
    nombreTienda: 'Electro Hogar Patagonia Oficial',
    email: 'contacto@electrohogarpatagonia.com.ar',
    cuit: '30-71234567-1',
    sufijo: 'EHP',
  },
  {
    id: 2,
    razonSocial: 'Deportes del Litoral S.A.',
    nombreTienda: 'Litoral Sport',
    email: 'ventas@litoralsport.com.ar',
    cuit: '30-70987654-2',
    sufijo: 'LSP',
  },
  {
    id: 3,
    razonSocial: 'Casa Mendoza Muebles S.A.S.',
    nombreTienda: 'Casa Mendoza',
    email: 'hola@casamendoza.com.ar',
    cuit: '33-71555666-4',
    sufijo: 'CMM',
    // Ships with its own logistics (000 §2.7: the listing's own-logistics checkbox appears).
    envioPropio: true,
  },
] as const;

export const demoUsers = [
  { usuario: 'categoria', email: 'categoria@market.local', tipo: 1, idSeller: null },
  { usuario: 'moderador', email: 'moderador@market.local', tipo: 2, idSeller: null },
  { usuario: 'selleradmin', email: 'admin@electrohogarpatagonia.com.ar', tipo: 3, idSeller: 1 },
  { usuario: 'seller', email: 'operador@electrohogarpatagonia.com.ar', tipo: 4, idSeller: 1 },
  { usuario: 'lectura', email: 'lectura@market.local', tipo: 6, idSeller: null },
  { usuario: 'proveedor', email: 'proveedor@market.local', tipo: 7, idSeller: null },
  // The second supplier of the green-sale orders (issue 15 point 5; seed step 0011).
  {
    usuario: 'proveedor2',
    email: 'despacho@logisticaverdedelsur.com.ar',
    tipo: 7,
    idSeller: null,
    idProveedor: 1002,
  },
  { usuario: 'contable', email: 'contable@market.local', tipo: 8, idSeller: null },
  { usuario: 'seller2', email: 'operador@litoralsport.com.ar', tipo: 4, idSeller: 2 },
  {
    usuario: 'renovar',
    email: 'renovar@casamendoza.com.ar',
    tipo: 4,
    idSeller: 3,
    debeRenovar: true,
  },
  // 000 §2.3: items can be hidden per user (hiddenItemsIds). A moderator without the
  // settlements menu (9) nor the settlements export (84).
  {
    usuario: 'moderador2',
    email: 'moderador2@market.local',
    tipo: 2,
    idSeller: null,
    hiddenItemsIds: [9, 84],
  },
] as const;

export async function seedPlatform(q: Queryable): Promise<void> {
  for (const s of demoSellers) {
    await q.query(
      `INSERT INTO sellers (id_seller, codigo, razon_social, nombre_tienda, email, cuit, sufijo, envio_propio)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        s.id,
        String(s.id),
        s.razonSocial,
        s.nombreTienda,
        s.email,
        s.cuit,
        s.sufijo,
        'envioPropio' in s ? s.envioPropio : false,
      ],
    );
  }
  await q.query(
    `SELECT setval(pg_get_serial_sequence('sellers', 'id_seller'), (SELECT max(id_seller) FROM sellers))`,
  );
  const hash = await hashPassword(DEMO_PASSWORD);
  for (const u of demoUsers) {
    await q.query(
      `INSERT INTO users (nombre_usuario, email, password_hash, tipo_usuario, id_seller, id_proveedor, debe_renovar, perfil)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        u.usuario,
        u.email,
        hash,
        u.tipo,
        u.idSeller,
        'idProveedor' in u ? u.idProveedor : u.tipo === 7 ? 1001 : null,
        'debeRenovar' in u ? u.debeRenovar : false,
        'hiddenItemsIds' in u ? [...u.hiddenItemsIds] : [],
      ],
    );
  }
}
