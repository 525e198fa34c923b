import { Navigate, useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { machineRegistry } from '../../../machines/index.ts';
import { DiagramsPage, machineOfSlug } from '../diagrams/diagrams-page.tsx';

/** /Diagramas/<machine>?rol=…: the chart the address names. */
export function DiagramsRoute() {
  const { maquina } = useParams({ from: '/Diagramas/$maquina' });
  const search = useSearch({ from: '/Diagramas/$maquina' });
  const navigate = useNavigate();
  return (
    <DiagramsPage
      slug={maquina}
      search={search}
      onSearch={(slug, next) => {
        // Each step the analyst takes replaces the address: it is what a reload restores.
        void navigate({
          to: '/Diagramas/$maquina',
          params: { maquina: slug },
          search: next,
          replace: true,
        });
      }}
    />
  );
}

/**
 * /Diagramas opens the first machine; the earlier form of a shared address
 * (`/Diagramas?maquina=order&rol=3&eventos=…`, the machine by its id or its slug) goes to the
 * same chart at `/Diagramas/orden?rol=3&eventos=…`.
 */
export function DiagramsIndexRoute() {
  const { maquina, ...rest } = useSearch({ from: '/Diagramas' });
  const entry = machineOfSlug(maquina ?? '') ?? machineRegistry[0];
  if (!entry) return null;
  return (
    <Navigate to="/Diagramas/$maquina" params={{ maquina: entry.slug }} search={rest} replace />
  );
}
