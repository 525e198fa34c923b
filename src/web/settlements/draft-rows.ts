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
  // it holds changes (after 'Guardar').
  const heldOrders = (ordenes ?? []).filter((o) => o.checked).map((o) => o.idOrden);
  const heldNovedades = (novedades ?? [])
    .filter((n) => n.idLiquidacion !== 0)
    .map((n) => n.idNovedad);
  const heldKey = `${idsKey(heldOrders)}|${idsKey(heldNovedades)}`;
  const [chosen, setChosen] = useState<{
    key: string;
    orders: ReadonlySet<number>;
    novedades: ReadonlySet<number>;
  }>({ key: '', orders: new Set(), novedades: new Set() });
  if (chosen.key !== heldKey) {
    setChosen({ key: heldKey, orders: new Set(heldOrders), novedades: new Set(heldNovedades) });
  }
  const toggleIn = (which: 'orders' | 'novedades') => (id: number, on: boolean) =>
    setChosen((c) => {
      const next = new Set(c[which]);
      if (on) next.add(id);
      else next.delete(id);
      return { ...c, [which]: next };
    });
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
