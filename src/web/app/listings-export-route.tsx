// /Exportables/Publicaciones: the exports page with the filter of the listing list (000 §2.6),
// so both screens select listings with the same fields and the same request. The route
// composes the two areas; neither imports the other.
import { useCallback, useMemo } from 'react';
import type { TipoUsuario } from '../../domain/roles.ts';
import { ListingsExportPage } from '../exports/listings-export-page.tsx';
import { ListFilterForm } from '../listings/list-filter.tsx';
import { defaultListFilter, type ListFilter } from '../listings/list-filter-state.ts';
import { listViewFor } from '../listings/list-view.ts';
import { exportRequest } from './listings-export-request.ts';

export interface ListingsExportRouteProps {
  tipoUsuario: TipoUsuario;
  idSellerSesion: number | null;
}

export function ListingsExportRoute({ tipoUsuario, idSellerSesion }: ListingsExportRouteProps) {
  const view = useMemo(
    () => listViewFor(tipoUsuario, idSellerSesion),
    [tipoUsuario, idSellerSesion],
  );
  const scope = useMemo(
    () => ({ staff: view.sellerFilter, idSellerSesion }),
    [view.sellerFilter, idSellerSesion],
  );
  const initialFilter = useMemo(() => defaultListFilter(), []);
  const requestOf = useCallback((f: ListFilter) => exportRequest(f, scope), [scope]);
  return (
    <ListingsExportPage<ListFilter>
      initialFilter={initialFilter}
      requestOf={requestOf}
      renderFilter={({ applied, searching, onSearch }) => (
        <ListFilterForm view={view} applied={applied} searching={searching} onSearch={onSearch} />
      )}
    />
  );
}
