import { useSearch } from '@tanstack/react-router';
import { DiagramsPage } from '../diagrams/diagrams-page.tsx';

export function DiagramsRoute() {
  const { maquina } = useSearch({ from: '/Diagramas' });
  return <DiagramsPage machineId={maquina} />;
}
