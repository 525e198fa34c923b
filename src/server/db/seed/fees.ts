// Demo logistics fee (issue 19 point 7): a previous, an active and a next window around the day
// the demo is seeded, each the full scale x zone grid (DECISIONS 9: the catalogues of 0008) with
// costs in pesos without VAT and delivery days; the previous one cheaper, the next one dearer.
import type { Queryable } from '../db.ts';
import { addDays, todayInMarket } from '../../../domain/dates.ts';

/** The active window's cost per scale (1 to 6) for AMBA; other zones and windows scale it. */
const ambaActivo = [2890, 4150, 6080, 8870, 12390, 16750];
const zoneFactor = { 1: 1, 2: 1.35, 3: 1.72 } as const;
const zoneDays = { 1: 2, 2: 4, 3: 6 } as const;

/** Whole tens of pesos, as a decimal text. */
const pesos = (n: number): string => String(Math.round(n / 10) * 10);

export async function seedFees(q: Queryable): Promise<void> {
  const today = todayInMarket();
  const [moderador] = await q.query<{ id_usuario: number }>(
    "SELECT id_usuario FROM users WHERE nombre_usuario = 'moderador'",
  );
  const windows = [
    { desde: addDays(today, -120), hasta: addDays(today, -31), factor: 0.86 },
    { desde: addDays(today, -30), hasta: addDays(today, 29), factor: 1 },
    { desde: addDays(today, 30), hasta: addDays(today, 119), factor: 1.12 },
  ];
  for (const w of windows) {
    const [row] = await q.query<{ id_fee: number }>(
      `INSERT INTO fee_vigencias (vigente_desde, vigente_hasta, id_usuario_alta)
       VALUES ($1::date, $2::date, $3) RETURNING id_fee`,
      [w.desde, w.hasta, moderador?.id_usuario ?? null],
    );
    if (!row) continue;
    for (const [i, amba] of ambaActivo.entries()) {
      const idEscala = i + 1;
      const [costoRow] = await q.query<{ id_costo_fee: number }>(
        'INSERT INTO fee_costos (id_fee, id_escala) VALUES ($1, $2) RETURNING id_costo_fee',
        [row.id_fee, idEscala],
      );
      if (!costoRow) continue;
      for (const idZona of [1, 2, 3] as const) {
        await q.query(
          `INSERT INTO fee_costos_zona (id_costo_fee, id_zona, costo, dias_entrega)
           VALUES ($1, $2, $3::numeric, $4)`,
          [
            costoRow.id_costo_fee,
            idZona,
            pesos(amba * zoneFactor[idZona] * w.factor),
            zoneDays[idZona] + (idEscala >= 5 ? 1 : 0),
          ],
        );
      }
    }
  }
}
