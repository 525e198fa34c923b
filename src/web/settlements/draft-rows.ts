// The draft edit's checkable rows (002 §2 'Draft edit', §4): the orders the draft holds (checked)
// with the seller's other eligible orders of the draft's period (within the 360 days a
// settlement may reach), and the novedades it holds (pre-checked: their idLiquidacion is not 0)
// with the seller's other eligible ones. What is checked is what the draft holds until the
// person changes it, and again whenever what it holds changes (after 'Guardar').
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  novedadesAptasQueryOptions,
  ordenesAptasQueryOptions,
  type EncabezadoLiquidacion,
  type NovedadLiquidacion,
  type OrdenLiquidacion,
} from '../../api/settlements-queries.ts';
import { todayInMarket } from '../../domain/dates.ts';
import { settlementMinDate } from '../../domain/settlement-rules.ts';
import { orderSelectable } from './settlement-columns.tsx';

/** Ids as a stable text (what a draft holds). */
const idsKey = (ids: readonly number[]) => [...ids].sort((a, b) => a - b).join(',');

export function useDraftRows({
  header,
  editable,
  ordenes,
  novedades,
}: {
  header: EncabezadoLiquidacion;
  /** The draft edit of a draft: checkable rows; else the settlement's rows as they are. */
  editable: boolean;
  /** The rows the settlement holds (undefined while they load). */
  ordenes: OrdenLiquidacion[] | undefined;
  novedades: NovedadLiquidacion[] | undefined;
}) {
  const [today] = useState(() => todayInMarket());
  // The draft edit offers the seller's other eligible orders of the draft's period (within the
  // 360 days a settlement may reach) and its other eligible novedades.
  const desde =
    header.fechaDesde < settlementMinDate(today) ? settlementMinDate(today) : header.fechaDesde;
  const hasta = header.fechaHasta > today ? today : header.fechaHasta;
  const ordenesAptas = useQuery({
    ...ordenesAptasQueryOptions({
      idSeller: header.idSeller,
      fechaDesde: desde,
      fechaHasta: hasta,
    }),
    enabled: editable && desde <= hasta,
  });
  const novedadesAptas = useQuery({
    ...novedadesAptasQueryOptions(header.idSeller),
    enabled: editable,
  });

  const ordenRows = useMemo<OrdenLiquidacion[]>(() => {
    const held = ordenes ?? [];
    if (!editable) return held;
    const heldIds = new Set(held.map((o) => o.idOrden));
    const others = (ordenesAptas.data ?? []).filter((o) => !heldIds.has(o.idOrden));
    return [...held, ...others];
  }, [editable, ordenes, ordenesAptas.data]);
  const novedadRows = useMemo<NovedadLiquidacion[]>(() => {
    const held = novedades ?? [];
    if (!editable) return held;
    const heldIds = new Set(held.map((n) => n.idNovedad));
    const others = (novedadesAptas.data ?? []).filter((n) => !heldIds.has(n.idNovedad));
    return [...held, ...others];
  }, [editable, novedades, novedadesAptas.data]);

  // What is checked: what the draft holds until the person changes it, and again whenever what
  // it holds changes (after 'Guardar'). Each list on its own: the novedades arriving after the
  // person unchecked an order (a slow answer) must not put that order back.
  const heldOrders = (ordenes ?? []).filter((o) => o.checked).map((o) => o.idOrden);
  const heldNovedades = (novedades ?? [])
    .filter((n) => n.idLiquidacion !== 0)
    .map((n) => n.idNovedad);
  const orders = useHeldChoice(heldOrders, ordenes !== undefined);
  const novedadesChoice = useHeldChoice(heldNovedades, novedades !== undefined);
  const chosen = { orders: orders.chosen, novedades: novedadesChoice.chosen };
  const toggleIn = (which: 'orders' | 'novedades') =>
    which === 'orders' ? orders.toggle : novedadesChoice.toggle;
  const ordenesElegidas = ordenRows
    .filter((o) => orderSelectable(o) && chosen.orders.has(o.idOrden))
    .map((o) => o.idOrden);
  const novedadesElegidas = novedadRows
    .filter((n) => chosen.novedades.has(n.idNovedad))
    .map((n) => n.idNovedad);
  return {
    editable,
    ordenRows,
    novedadRows,
    chosen,
    toggleIn,
    ordenesElegidas,
    novedadesElegidas,
    loadingOrdenes: ordenesAptas.isFetching,
    loadingNovedades: novedadesAptas.isFetching,
  };
}

/**
 * The ids a person has chosen in one list: those the draft holds (`held`), chosen anew whenever
 * what it holds changes once the list has loaded, and changed by the person between.
 */
function useHeldChoice(
  held: readonly number[],
  loaded: boolean,
): { chosen: ReadonlySet<number>; toggle: (id: number, on: boolean) => void } {
  const key = loaded ? idsKey(held) : null;
  const [choice, setChoice] = useState<{ key: string | null; ids: ReadonlySet<number> }>({
    key: null,
    ids: new Set(),
  });
  if (key !== null && choice.key !== key) {
    setChoice({ key, ids: new Set(held) });
  }
  const toggle = (id: number, on: boolean) =>
    setChoice((c) => {
      const next = new Set(c.ids);
      if (on) next.add(id);
      else next.delete(id);
      return { ...c, ids: next };
    });
  return { chosen: choice.ids, toggle };
}
