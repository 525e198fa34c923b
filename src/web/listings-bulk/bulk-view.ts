// 000 §2.8, §6: who sees what on the bulk screens, as data, so that the components only lay it
// out (CONVENTIONS 4, 5). Creating listings is the listing machine's CREAR (sellers only); the
// rest is the table below.
import type { OpcionesImportacion } from '../../api/listings-bulk-queries.ts';
import type { PlantillaTipo } from '../../domain/listing-bulk.ts';
import { TipoUsuario } from '../../domain/roles.ts';
import { listingDecision } from '../../../machines/listing.ts';

/** How the prices-and-stock card of a user type works. */
export interface PriceStockView {
  /**
   * 000 §2.8: seller and seller admin update by their SKU seller (/PublicacionesExcel, with their
   * idSeller); the others by the marketplace SKU (/PublicacionesExcelPorCodigo).
   */
  by: 'skuSeller' | 'codigo';
  plantilla: PlantillaTipo;
  /** 000 §2.8: the import options (stock, precioLista, precioPromocional); hidden for admin. */
  opciones: boolean;
  /**
   * What is imported when the options are hidden. 000 §5, §6: an admin moderator cannot edit
   * prices, so the admin's file changes the stock only.
   */
  opcionesFijas: OpcionesImportacion;
}

export interface BulkView {
  /** /Publicaciones/CreacionMasiva: whether the user uploads a file and creates the listings. */
  creates: boolean;
  /** /Publicaciones/ActualizacionMasiva: the prices-and-stock card (null: not shown). */
  priceStock: PriceStockView | null;
  /** 000 §2.8: the type-of-publication-and-shipping card, category and admin only. */
  tipoYEnvio: boolean;
}

const allOptions: OpcionesImportacion = {
  ch_stock: true,
  ch_precioLista: true,
  ch_precioPromocional: true,
};
const stockOnly: OpcionesImportacion = {
  ch_stock: true,
  ch_precioLista: false,
  ch_precioPromocional: false,
};

const bySkuSeller: PriceStockView = {
  by: 'skuSeller',
  plantilla: 'skuSeller',
  opciones: true,
  opcionesFijas: allOptions,
};

/** 000 §2.8, §6: the prices-and-stock card of each user type that works with listings. */
const priceStockByTipo: Partial<Record<TipoUsuario, PriceStockView>> = {
  [TipoUsuario.category]: {
    by: 'codigo',
    plantilla: 'codigo',
    opciones: true,
    opcionesFijas: allOptions,
  },
  [TipoUsuario.adminMod]: {
    by: 'codigo',
    plantilla: 'codigo',
    opciones: false,
    opcionesFijas: stockOnly,
  },
  [TipoUsuario.sellerAdmin]: bySkuSeller,
  [TipoUsuario.seller]: bySkuSeller,
};

/** 000 §2.8: the type-and-shipping card is category's and admin's. */
const tipoYEnvioTipos: readonly TipoUsuario[] = [TipoUsuario.category, TipoUsuario.adminMod];

export function bulkViewFor(tipoUsuario: TipoUsuario): BulkView {
  return {
    creates: listingDecision(null, { type: 'CREAR', tipoUsuario }) === 'ok',
    priceStock: priceStockByTipo[tipoUsuario] ?? null,
    tipoYEnvio: tipoYEnvioTipos.includes(tipoUsuario),
  };
}

/** The import options a person starts with: none ticked (000 §5 asks to tick at least one). */
export const noOptions: OpcionesImportacion = {
  ch_stock: false,
  ch_precioLista: false,
  ch_precioPromocional: false,
};

export function anyOption(o: OpcionesImportacion): boolean {
  return o.ch_stock || o.ch_precioLista || o.ch_precioPromocional;
}

/** 000 §2.8: the labels of the import options. */
export const opcionLabels: readonly { key: keyof OpcionesImportacion; label: string }[] = [
  { key: 'ch_stock', label: 'Stock' },
  { key: 'ch_precioLista', label: 'Precio de lista' },
  { key: 'ch_precioPromocional', label: 'Precio promocional' },
];
