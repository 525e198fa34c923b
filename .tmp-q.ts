import { openPglite } from './src/server/db/db.ts';
import { migrate } from './src/server/db/migrate.ts';
import { seed } from './src/server/db/seed/index.ts';
import { mkdtemp } from 'node:fs/promises';
const db = await openPglite(await mkdtemp('/tmp/sq-'));
await migrate(db); console.log(await seed(db));
for (const sql of [
 "SELECT id_liquidacion, id_seller, id_estado, creada_en, confirmada_en, fecha_desde, fecha_hasta, cantidad_ordenes, cantidad_novedades, total_orden, total_costo_fee, total_rebate_con_iva, total_novedades, total_retenciones, total_percepcion, total_liquidacion FROM liquidaciones",
 "SELECT id_liquidacion, count(*)::int FROM liquidacion_fees GROUP BY 1",
 "SELECT id_liquidacion, count(*)::int FROM liquidacion_impuestos GROUP BY 1",
 "SELECT id_liquidacion, count(*)::int FROM liquidacion_rebates GROUP BY 1",
 "SELECT id_seller, id_estado, count(*)::int, count(id_liquidacion)::int AS en_liq FROM novedades GROUP BY 1,2 ORDER BY 1,2",
 "SELECT id_orden FROM ordenes WHERE id_seller = 1 AND estado IN (2, 4) ORDER BY id_orden LIMIT 2",
 "SELECT lo.id_orden FROM liquidacion_ordenes lo JOIN liquidaciones l USING (id_liquidacion) WHERE l.id_seller=1 ORDER BY 1 LIMIT 3",
 "SELECT id_novedad FROM novedades WHERE id_seller = 1 AND id_estado = 2 ORDER BY id_novedad LIMIT 1",
 "SELECT id_novedad FROM liquidacion_novedades",
 "SELECT count(*)::int FROM ordenes o WHERE id_seller=1 AND estado IN (2,4) AND NOT anulada_por_market AND NOT EXISTS (SELECT 1 FROM liquidacion_ordenes lo WHERE lo.id_orden=o.id_orden AND lo.viva)",
]) console.log(sql.slice(0,50), JSON.stringify(await db.query(sql)));
await db.close();
