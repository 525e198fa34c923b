// The file chooser of a bulk card: an xls/xlsx file (000 §5), with the check's message under it.
import '@mantine/core/styles/CloseButton.css';
import { FileInput } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';

export interface ExcelFileInputProps {
  label: string;
  value: File | null;
  onChange: (file: File | null) => void;
  error: string | null;
  disabled?: boolean;
}

export function ExcelFileInput({ label, value, onChange, error, disabled }: ExcelFileInputProps) {
  return (
    <FileInput
      label={label}
      placeholder="Elegir archivo .xls o .xlsx"
      // A hint for the browser's dialog; the check itself is the screen's (000 §5).
      accept=".xlsx,.xls,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel"
      value={value}
      onChange={onChange}
      error={error}
      clearable
      // Mantine's clear button is an icon without a name (WCAG 4.1.2, issue 13 point 1).
      clearButtonProps={{ 'aria-label': 'Quitar archivo' }}
      disabled={disabled}
      // The hidden file input too: nothing can be chosen while the field is disabled.
      fileInputProps={{ disabled }}
      leftSection={<IconFileSpreadsheet size={18} stroke={1.5} />}
      style={{ maxWidth: 480 }}
    />
  );
}
