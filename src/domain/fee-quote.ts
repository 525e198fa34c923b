// The arithmetic of an order's logistics-fee quote (DECISIONS 23; issue 19 point 6): the
// chargeable weight, the zone of a postal code and the scale of a weight. Exact: dimensions and
// weights are decimals with one digit (000 §5), held as integer tenths and compared as BigInt
// rationals, never as floats (DECISIONS 7). The one function that quotes an order (reading the
// order, its listings and the window in force) is the server's: src/server/fees/quote.ts.
import type { ZonaFee } from './fee-rules.ts';

/** DECISIONS 23: the volumetric divisor (cm³ per kg). */
export const VOLUMETRIC_DIVISOR = 5000;

/** One package of an order: a listing's dimension row (cm, kg) times the units sold. */
export interface FeePackage {
  /** Decimal texts as the database answers numeric(4,1): '12.5', '0', '3'. */
  alto: string;
  ancho: string;
  profundidad: string;
  peso: string;
  cantidad: number;
}

/** Tenths of a decimal text with at most one decimal ('12.5' -> 125n). */
function tenths(text: string): bigint {
  const m = /^(\d+)(?:\.(\d))?0*$/.exec(text.trim());
  if (!m) throw new Error(`medida no válida: ${text}`);
  return BigInt(m[1] ?? '0') * 10n + BigInt(m[2] ?? '0');
}

/**
 * A weight as an exact fraction of a kilogram: `units / WEIGHT_UNITS_PER_KG`. One unit is
 * 1/5 000 000 kg, so that both a real weight in tenths of kg and a volume in thousandths of cm³
 * divided by 5000 are whole units.
 */
export const WEIGHT_UNITS_PER_KG = 5_000_000n;

export interface ChargeableWeight {
  /** Σ units x peso, in weight units. */
  real: bigint;
  /** Σ units x alto x ancho x profundidad / 5000, in weight units. */
  volumetric: bigint;
  /** max(real, volumetric), in weight units: what the scale is chosen by. */
  chargeable: bigint;
}

/**
 * DECISIONS 23: chargeable weight = max(real, alto x ancho x profundidad / 5000), for the
 * order as one shipment: the real weights of every package summed against their volumes
 * summed (each listing's dimension rows are its packages, times the units sold).
 */
export function chargeableWeight(packages: readonly FeePackage[]): ChargeableWeight {
  let real = 0n;
  let volumetric = 0n;
  for (const p of packages) {
    const units = BigInt(p.cantidad);
    // tenths of kg -> units: x 500 000.
    real += units * tenths(p.peso) * (WEIGHT_UNITS_PER_KG / 10n);
    // (tenths of cm)³ = thousandths of cm³; / 1000 / 5000 kg = units exactly.
    volumetric += units * tenths(p.alto) * tenths(p.ancho) * tenths(p.profundidad);
  }
  return { real, volumetric, chargeable: real > volumetric ? real : volumetric };
}

/** A weight in units as kilograms rounded up to the gram (for showing it: pesoAforado). */
export function kilogramsOf(units: bigint): number {
  const perGram = WEIGHT_UNITS_PER_KG / 1000n;
  const grams = (units + perGram - 1n) / perGram;
  return Number(grams) / 1000;
}

/** A scale of the catalogue: it covers weights up to `pesoHasta` kg (decimal text), or any. */
export interface FeeScale {
  idEscala: number;
  pesoHasta: string | null;
}

/**
 * The scale of a chargeable weight: the first (by bound) whose bound is at or above it, the
 * bound included ('Hasta 1 kg' holds 1.0 kg; 1.0000002 kg is 'De 1 a 5 kg'); above every
 * bound, the open scale. Null when there is none to hold it.
 */
export function scaleFor(units: bigint, scales: readonly FeeScale[]): FeeScale | null {
  const bounded = scales
    .filter((s): s is FeeScale & { pesoHasta: string } => s.pesoHasta !== null)
    .map((s) => ({ s, bound: tenths(s.pesoHasta) * (WEIGHT_UNITS_PER_KG / 10n) }))
    .sort((a, b) => (a.bound < b.bound ? -1 : a.bound > b.bound ? 1 : 0));
  const within = bounded.find((b) => units <= b.bound);
  if (within) return within.s;
  return scales.find((s) => s.pesoHasta === null) ?? null;
}

/**
 * The provinces of the Patagonian region (Ley 23.272: La Pampa, Neuquén, Río Negro, Chubut,
 * Santa Cruz, Tierra del Fuego), written without accents and in lower case.
 */
const PATAGONIAN_PROVINCES = [
  'la pampa',
  'neuquen',
  'rio negro',
  'chubut',
  'santa cruz',
  'tierra del fuego',
] as const;

const folded = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The 4-digit postal code of a text: '1636', or the digits of an Argentine CPA ('B1636ABC');
 * null when it has none.
 */
export function postalCodeNumber(text: string | null | undefined): number | null {
  const m = /(?:^|\D)(\d{4})(?:\D|$)/.exec(text?.trim() ?? '');
  return m?.[1] ? Number(m[1]) : null;
}

/** Whether a province is one of Patagonia's. */
export function isPatagonianProvince(provincia: string | null | undefined): boolean {
  const p = folded(provincia ?? '');
  // 'Tierra del Fuego, Antártida e Islas del Atlántico Sur' is Tierra del Fuego.
  return PATAGONIAN_PROVINCES.some((name) => p === name || new RegExp(`^${name}[^a-z]`).test(p));
}

/**
 * DECISIONS 23: the zone of a delivery. Patagonia: postal codes 8000-9999, or a delivery in
 * a Patagonian province whatever its code; AMBA: postal codes 1000-1999; interior: the rest
 * (an address without a postal code included).
 */
export function zoneOf(codigoPostal: string | null, provincia: string | null): ZonaFee {
  const code = postalCodeNumber(codigoPostal);
  if ((code !== null && code >= 8000 && code <= 9999) || isPatagonianProvince(provincia)) {
    return 'patagonia';
  }
  if (code !== null && code >= 1000 && code <= 1999) return 'amba';
  return 'interior';
}
