// Issue 6 (4): while a file is uploaded, read and applied a progress indicator shows: the
// percentage of the bytes sent, then an indeterminate bar while the server reads the file
// ('Leyendo archivo...') and applies its rows ('Aplicando cambios...').
import '@mantine/core/styles/Progress.css';
import { useCallback, useState } from 'react';
import { Progress, Stack, Text } from '@mantine/core';
import type { UploadListener } from '../../api/listings-bulk-queries.ts';

export type BulkPhase =
  | { step: 'idle' }
  | { step: 'sending'; fraction: number | null }
  | { step: 'reading' }
  | { step: 'applying' };

export const phaseTexts = {
  sending: 'Subiendo archivo...',
  reading: 'Leyendo archivo...',
  applying: 'Aplicando cambios...',
} as const;

export interface BulkProgress {
  phase: BulkPhase;
  busy: boolean;
  /** The listener of an upload; once the bytes are sent the phase becomes `afterSent`. */
  upload: (afterSent: 'reading' | 'applying') => UploadListener;
  set: (phase: BulkPhase) => void;
}

export function useBulkProgress(): BulkProgress {
  const [phase, setPhase] = useState<BulkPhase>({ step: 'idle' });
  const upload = useCallback(
    (afterSent: 'reading' | 'applying'): UploadListener =>
      (event) =>
        setPhase(
          event.phase === 'sending'
            ? { step: 'sending', fraction: event.fraction }
            : { step: afterSent },
        ),
    [],
  );
  return { phase, busy: phase.step !== 'idle', upload, set: setPhase };
}

export function UploadProgress({ phase }: { phase: BulkPhase }) {
  if (phase.step === 'idle') return null;
  const sending = phase.step === 'sending';
  const percent = sending && phase.fraction !== null ? Math.round(phase.fraction * 100) : null;
  const text = sending
    ? `${phaseTexts.sending}${percent === null ? '' : ` ${String(percent)} %`}`
    : phaseTexts[phase.step];
  return (
    <Stack gap={4} data-testid="bulk-progress" data-step={phase.step} aria-live="polite">
      <Text size="sm">{text}</Text>
      <Progress
        value={percent ?? 100}
        striped={percent === null}
        animated={percent === null}
        size="lg"
        aria-label={text}
        transitionDuration={150}
      />
    </Stack>
  );
}
