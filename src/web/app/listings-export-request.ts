// 002 /Exportables/Publicaciones: the export's filter is the listing list's request (000 §2.6,
// the same names as GET /api/Publicaciones) without its page: the export has every row.
import type { ExportarPublicacionesFiltro } from '../../api/exports-queries.ts';
import { listRequest, type ListFilter, type ListScope } from '../listings/list-filter-state.ts';

export function exportRequest(filter: ListFilter, scope: ListScope): ExportarPublicacionesFiltro {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { NumeroPagina, CantidadPagina, ...filtro } = listRequest(filter, 1, scope);
  return filtro;
}
