// DECISIONS 3: the platform of an order (0 Market, 1 Mega-Market, 2 Market-Express) as a small
// logo: a coloured mark with the platform's name, readable without images.
import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';

const colors = ['blue', 'grape', 'orange'] as const;

export function PlatformLogo({ codigo, descripcion }: { codigo: number; descripcion: string }) {
  return (
    <Badge
      variant="filled"
      color={colors[codigo] ?? 'gray'}
      radius="sm"
      data-testid="plataforma"
      aria-label={`Plataforma ${descripcion}`}
    >
      {descripcion}
    </Badge>
  );
}
