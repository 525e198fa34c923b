// The part every bulk card shares (000 §2.8, §5): the file chooser with its checks, the button
// that sends the file, the progress while it is uploaded, read and applied, and the result.
// What is sent and how the answers become a result is the card's `run`.
import { useState, type ReactNode } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import type { BulkOutcome } from './bulk-outcome.ts';
import { BulkResult } from './bulk-result.tsx';
import { ExcelFileInput } from './excel-file-input.tsx';
import { fileProblem } from './file-checks.ts';
import { UploadProgress, useBulkProgress, type BulkProgress } from './upload-progress.tsx';

export interface BulkUploadCardProps {
  title: string;
  /** What the card is for, its downloads and its options. */
  children?: ReactNode;
  actionLabel: string;
  /** Checks of the card's own fields (the import options); false when one must be fixed. */
  check?: () => boolean;
  /** Sends the file; null when it ended without a result (its failure was already shown). */
  run: (file: File, progress: BulkProgress) => Promise<BulkOutcome | null>;
  testId: string;
  /** Shown read-only: nothing can be chosen nor sent (staff on Creación Masiva). */
  disabled?: boolean;
}

export function BulkUploadCard({
  title,
  children,
  actionLabel,
  check,
  run,
  testId,
  disabled = false,
}: BulkUploadCardProps) {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);
  const progress = useBulkProgress();

  const submit = async () => {
    const problem = fileProblem(file);
    setFileError(problem);
    const fieldsOk = check?.() ?? true;
    if (problem !== null || file === null || !fieldsOk) return;
    setOutcome(null);
    try {
      setOutcome(await run(file, progress));
    } finally {
      progress.set({ step: 'idle' });
    }
  };

  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Stack gap="md">
        <Title order={2} size="h3">
          {title}
        </Title>
        {children}
        <Group align="flex-end" gap="sm">
          <ExcelFileInput
            label="Archivo Excel"
            value={file}
            onChange={(f) => {
              setFile(f);
              setFileError(null);
            }}
            error={fileError}
            disabled={disabled || progress.busy}
          />
          <Button
            leftSection={<IconUpload size={18} stroke={1.5} />}
            loading={progress.busy}
            disabled={disabled}
            onClick={() => void submit()}
            style={fileError === null ? undefined : { alignSelf: 'center' }}
          >
            {actionLabel}
          </Button>
        </Group>
        <UploadProgress phase={progress.phase} />
        {outcome !== null && <BulkResult outcome={outcome} />}
      </Stack>
    </Paper>
  );
}

export function CardHint({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" c="dimmed">
      {children}
    </Text>
  );
}
