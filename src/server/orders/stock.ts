// The stock a phone order takes and an annulment returns (issue 14): each listing whose stock
// changed gets its stock notification (DECISIONS 27, type 1), as an edit of the listing would,
// in the transaction of the change.
import type { Queryable } from '../db/db.ts';
import { notify } from '../shared/notify.ts';
import type { StockChange } from './repository.ts';

export async function notifyStockChanges(
  q: Queryable,
  changes: readonly StockChange[],
): Promise<void> {
  for (const c of changes) {
    if (c.antes === c.despues) continue;
    await notify(q, {
      tipo: 1,
      idPublicacion: c.id_publicacion,
      idSeller: c.id_seller,
      codigoProducto: c.sku_market,
      imagen: c.imagen_principal,
      titulo: c.titulo,
      stockAnterior: c.antes,
      stockActual: c.despues,
    });
  }
}
