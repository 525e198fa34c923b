// A button that asks the server for an xlsx (an ArchivoExcel: the template, the brands, the
// categories) and saves it under the name the server gave (000 §7, §8 'No se pudo descargar').
import { useState, type ReactNode } from 'react';
import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ArchivoExcel } from '../../api/listings-bulk-queries.ts';
import { bulkMessages } from '../../domain/listing-bulk.ts';
import { saveExcel } from '../ui/file-download.ts';
import { showCallError } from '../ui/toasts.ts';
import { BULK_ERROR_TOASTS } from './bulk-outcome.ts';

export interface DownloadButtonProps {
  children: ReactNode;
  /** The call; it throws ApiError with the server's messages on failure. */
  download: (fallback: string) => Promise<ArchivoExcel>;
  /** The name when the server gives none. */
  fileName: string;
}

export function DownloadButton({ children, download, fileName }: DownloadButtonProps) {
  const [loading, setLoading] = useState(false);
  const click = async () => {
    setLoading(true);
    try {
      saveExcel(await download(bulkMessages.downloadFailed), fileName);
    } catch (error) {
      showCallError(error, bulkMessages.downloadFailed, BULK_ERROR_TOASTS);
    } finally {
      setLoading(false);
    }
  };
  return (
    <Button
      variant="light"
      leftSection={<IconDownload size={18} stroke={1.5} />}
      loading={loading}
      onClick={() => void click()}
    >
      {children}
    </Button>
  );
}
