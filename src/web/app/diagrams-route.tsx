import { useNavigate, useSearch } from '@tanstack/react-router';
import { DiagramsPage } from '../diagrams/diagrams-page.tsx';

export function DiagramsRoute() {
  const search = useSearch({ from: '/Diagramas' });
  const navigate = useNavigate({ from: '/Diagramas' });
  return (
    <DiagramsPage
      search={search}
      onSearch={(next) => {
        // Each step the analyst takes replaces the address: it is what a reload restores.
        void navigate({ search: next, replace: true });
      }}
    />
  );
}
