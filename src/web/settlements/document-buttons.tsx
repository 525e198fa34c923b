// The settlement detail's document buttons (002 §2 'Settlement detail', §6, §7 'Documents by
// idLiquidacion', §8, §9; issue 20 point 6): 'Exportar a PDF', 'Exportar a Excel', 'Descargar
// Certificado Impuestos', 'Descargar Certificados PDF' and 'Descargar Retenciones y
// Percepciones'. Each is shown only to whom the server's access table lets call it (a seller:
// only its own confirmed settlements); each has its own loading state, shows the answer's
// errores as error toasts (else the 002 §8 fallback), and saves the server's bytes under the
// 002 §9 name. The files are made on the server: the browser only saves them.
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { api, unwrap } from '../../api/client.ts';
import { settlementsAccess } from '../../domain/access/settlements.ts';
import { restrictedToOwnConfirmed } from '../../domain/settlement-rules.ts';
import { bytesFromBase64, saveBlob, XLSX_MIME } from '../ui/file-download.ts';
import { showCallError, showErrors } from '../ui/toasts.ts';

export interface SettlementDocumentButtonsProps {
  idLiquidacion: number;
  razonSocialSeller: string;
  tipoUsuario: number;
  borrador: boolean;
}

/** 002 §8 fallbacks, by document. */
export const documentFallbacks = {
  pdf: 'No pudo descargarse el archivo',
  excel: 'No se pudo descargar el excel',
  anexos: 'No pudo descargarse el archivo .zip',
  certificados: 'No se pudo generar el archivo ZIP.',
  retencionesYPercepciones: 'No se pudo generar el archivo .zip.',
  generar: 'Error al generar el archivo.',
} as const;

type DocumentKey = 'pdf' | 'excel' | 'anexos' | 'certificados' | 'retencionesYPercepciones';

/** The file to save: its bytes in base64, its name and type. */
interface File64 {
  base64: string;
  name: string;
  type: string;
}

const PDF_MIME = 'application/pdf';
const ZIP_MIME = 'application/zip';

const operationOf = {
  pdf: 'liquidacionPdf',
  excel: 'exportarLiquidacionExcel',
  anexos: 'exportarCertificadoImpuestosAnexos',
  certificados: 'exportarCertificadosPdf',
  retencionesYPercepciones: 'exportarRetencionesYPercepciones',
} as const satisfies Record<DocumentKey, keyof typeof settlementsAccess>;

const labels: Record<DocumentKey, string> = {
  pdf: 'Exportar a PDF',
  excel: 'Exportar a Excel',
  anexos: 'Descargar Certificado Impuestos',
  certificados: 'Descargar Certificados PDF',
  retencionesYPercepciones: 'Descargar Retenciones y Percepciones',
};

const order: readonly DocumentKey[] = [
  'pdf',
  'excel',
  'anexos',
  'certificados',
  'retencionesYPercepciones',
];

/** Whether the user may download document `key` of this settlement (the server's rule). */
export function documentAllowed(key: DocumentKey, tipoUsuario: number, borrador: boolean): boolean {
  const roles = settlementsAccess[operationOf[key]].roles as readonly number[];
  if (!roles.includes(tipoUsuario)) return false;
  // 002 §6: a seller's users see only their own confirmed settlements.
  return !(borrador && restrictedToOwnConfirmed(tipoUsuario));
}

async function fetchDocument(key: DocumentKey, idLiquidacion: number): Promise<File64> {
  const params = { query: { idLiquidacion } };
  const fallback = documentFallbacks[key];
  switch (key) {
    case 'pdf': {
      const d = unwrap(await api.GET('/api/Liquidaciones/LiquidacionPdf', { params }), fallback);
      return { base64: d.pdf, name: d.nombreArchivo, type: PDF_MIME };
    }
    case 'excel': {
      const d = unwrap(
        await api.GET('/api/Liquidaciones/ExportarLiquidacionExcel', { params }),
        fallback,
      );
      return { base64: d.excel, name: d.nombreArchivo, type: XLSX_MIME };
    }
    case 'anexos': {
      const d = unwrap(
        await api.GET('/api/Liquidaciones/ExportarCertificadoImpuestosAnexos', { params }),
        fallback,
      );
      return { base64: d.zip, name: d.nombreArchivo, type: ZIP_MIME };
    }
    case 'certificados': {
      const d = unwrap(
        await api.GET('/api/Liquidaciones/ExportarCertificadosPdf', { params }),
        fallback,
      );
      return { base64: d.zip, name: d.nombreArchivo, type: ZIP_MIME };
    }
    case 'retencionesYPercepciones': {
      const d = unwrap(
        await api.GET('/api/Liquidaciones/ExportarRetencionesYPercepciones', { params }),
        fallback,
      );
      return { base64: d.data.comprimidoZip, name: d.data.nombreArchivo, type: ZIP_MIME };
    }
  }
}

/** 002 §9 names when the answer brings none (the server always does). */
function fileName(key: DocumentKey, given: string, p: SettlementDocumentButtonsProps): string {
  // eslint-disable-next-line no-control-regex
  const clean = (given.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f<>:"|?*]/g, '').trim();
  if (clean !== '') return clean;
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  switch (key) {
    case 'pdf':
      return `Liquidacion_${stamp}.pdf`;
    case 'excel':
      return `${p.razonSocialSeller}_Liquidacion_N°_${String(p.idLiquidacion)}.xlsx`;
    case 'anexos':
      return 'certificadoImpuestosAnexo.zip';
    case 'certificados':
      return 'certificadosPdf.zip';
    case 'retencionesYPercepciones':
      return `retencionesYPercepciones_${p.razonSocialSeller}.zip`;
  }
}

export function SettlementDocumentButtons(props: SettlementDocumentButtonsProps) {
  const { idLiquidacion, tipoUsuario, borrador } = props;
  const [busy, setBusy] = useState<Partial<Record<DocumentKey, boolean>>>({});
  const shown = order.filter((key) => documentAllowed(key, tipoUsuario, borrador));
  if (shown.length === 0) return null;

  const download = async (key: DocumentKey) => {
    setBusy((b) => ({ ...b, [key]: true }));
    try {
      let file: File64;
      try {
        file = await fetchDocument(key, idLiquidacion);
      } catch (error) {
        showCallError(error, documentFallbacks[key]);
        return;
      }
      let bytes: Uint8Array<ArrayBuffer>;
      try {
        bytes = bytesFromBase64(file.base64);
      } catch {
        bytes = new Uint8Array(0);
      }
      if (bytes.length === 0) {
        showErrors([documentFallbacks.generar]);
        return;
      }
      saveBlob(new Blob([bytes], { type: file.type }), fileName(key, file.name, props));
    } finally {
      setBusy((b) => ({ ...b, [key]: false }));
    }
  };

  return (
    <Group gap="xs" data-testid="settlement-document-buttons">
      {shown.map((key) => (
        <Button
          key={key}
          variant="light"
          loading={busy[key] === true}
          onClick={() => void download(key)}
        >
          {labels[key]}
        </Button>
      ))}
    </Group>
  );
}
