// The buttons of a workflow (a listing's status, a rebate's negotiation): which are there and
// which are enabled is the area's machine's answer, and a button the machine refuses for what is
// stored says why, in words that stay on screen under the row and that a screen reader reads
// with the button (aria-describedby).
import type { ReactNode } from 'react';
import { Button, Group, Text, type ButtonProps, type GroupProps } from '@mantine/core';

export interface WorkflowButton {
  /** Unique in its row (two buttons may read alike: the seller's and the staff's 'Pausar'). */
  key: string;
  label: ReactNode;
  /** Whether the machine offers the event to this role at all. */
  show: boolean;
  /** Whether the machine accepts it now. */
  enabled: boolean;
  onClick: () => void;
  color?: ButtonProps['color'];
  variant?: ButtonProps['variant'];
  loading?: boolean;
  /** For a toggle (a change applied later, on save): whether it is chosen. */
  pressed?: boolean;
  /**
   * Why the machine refuses the event at what is stored, shown under the row while the button
   * is shown; `id` names the text (its id and test id) for aria-describedby.
   */
  reason?: { id: string; text: string } | null;
}

/** A row of workflow buttons; nothing when the machine shows none. */
export function WorkflowButtons({
  buttons,
  ...group
}: { buttons: readonly WorkflowButton[] } & GroupProps) {
  const shown = buttons.filter((b) => b.show);
  if (shown.length === 0) return null;
  const reasons = shown.flatMap((b) => (b.reason ? [b.reason] : []));
  return (
    <>
      <Group {...group}>
        {shown.map((b) => (
          <Button
            key={b.key}
            color={b.color}
            variant={b.variant}
            loading={b.loading}
            disabled={!b.enabled}
            aria-pressed={b.pressed}
            aria-describedby={b.reason ? b.reason.id : undefined}
            onClick={b.onClick}
          >
            {b.label}
          </Button>
        ))}
      </Group>
      {reasons.map((r) => (
        <Text
          key={r.id}
          id={r.id}
          size="sm"
          ta={group.justify === 'flex-end' ? 'right' : undefined}
          mt="xs"
          data-testid={r.id}
        >
          {r.text}
        </Text>
      ))}
    </>
  );
}
