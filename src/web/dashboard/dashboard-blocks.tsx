// 000 §2.4: the Ventas, Órdenes and Publicaciones blocks, one card per figure. Each value has a
// stable test id (dashboard-<block>-<field>) so the browser tests can compare it with the API.
import { Group, Paper, SimpleGrid, Skeleton, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClipboardList, IconReceipt2, IconTag, type Icon } from '@tabler/icons-react';
import type { Totalizadores } from '../../api/dashboard-queries.ts';
import {
  dashboardBlocks,
  figureTestId,
  formatFigure,
  type Block,
  type BlockKey,
} from './dashboard-figures.ts';

const looks: Record<BlockKey, { icon: Icon; color: string }> = {
  ventas: { icon: IconReceipt2, color: 'teal' },
  ordenes: { icon: IconClipboardList, color: 'blue' },
  publicaciones: { icon: IconTag, color: 'grape' },
};

export interface DashboardBlocksProps {
  /** The figures, or undefined while the first answer is on its way. */
  totals: Totalizadores | undefined;
  /** A newer answer is on its way: the figures shown are the previous search's. */
  refreshing: boolean;
}

export function DashboardBlocks({ totals, refreshing }: DashboardBlocksProps) {
  return (
    <SimpleGrid
      cols={1}
      spacing="lg"
      data-testid="dashboard-blocks"
      aria-busy={totals === undefined || refreshing}
      style={{ opacity: refreshing ? 0.6 : 1, transition: 'opacity 150ms' }}
    >
      {dashboardBlocks.map((block) => (
        <DashboardBlock key={block.key} block={block} totals={totals} />
      ))}
    </SimpleGrid>
  );
}

function DashboardBlock({ block, totals }: { block: Block; totals: Totalizadores | undefined }) {
  const { icon: BlockIcon, color } = looks[block.key];
  const titleId = `dashboard-${block.key}-titulo`;
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      withBorder
      radius="md"
      p="md"
      data-testid={`dashboard-${block.key}`}
    >
      <Group gap="sm" mb="md">
        <ThemeIcon variant="light" color={color} size="lg" radius="md">
          <BlockIcon size={20} stroke={1.5} />
        </ThemeIcon>
        <Title order={2} size="h4" id={titleId}>
          {block.title}
        </Title>
      </Group>
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" m={0}>
        {block.figures.map((figure) => (
          <Paper
            key={figure.field}
            bg="gray.0"
            radius="md"
            p="sm"
            // The value sits at the bottom, so values line up when a label takes two lines.
            style={{ display: 'flex', flexDirection: 'column', justifyContent: 'space-between' }}
          >
            <Text component="dt" size="sm" c="dimmed" lh={1.3}>
              {figure.label}
            </Text>
            {totals === undefined ? (
              <Skeleton height={28} mt={6} width="60%" ml="auto" />
            ) : (
              <Text
                component="dd"
                m={0}
                fz={24}
                fw={700}
                ta="right"
                lh={1.2}
                pt={6}
                style={{ fontVariantNumeric: 'tabular-nums' }}
                data-testid={figureTestId(block.key, figure.field)}
              >
                {formatFigure(figure.value(totals), figure.kind)}
              </Text>
            )}
          </Paper>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
