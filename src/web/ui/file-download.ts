// Saving a file the server answered (an `ArchivoExcel`: the xlsx in base64 and its name) or one
// built in the browser: a Blob behind an <a download> click, the way a browser saves a file
// without opening it.

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The bytes of a base64 text (the server's `excelBase64`). */
export function bytesFromBase64(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** A file name safe to offer: no folders, no control characters, an xlsx extension. */
export function xlsxFileName(name: string, fallback: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f<>:"|?*]/g, '')
    .trim();
  const chosen = base === '' ? fallback : base;
  return /\.xlsx?$/i.test(chosen) ? chosen : `${chosen}.xlsx`;
}

export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the Blob to the browser's download; the URL can go a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Saves an xlsx the server sent in base64 under the name it gave. */
export function saveExcel(file: { excelBase64: string; nombreArchivo: string }, fallback: string) {
  saveBlob(
    new Blob([bytesFromBase64(file.excelBase64)], { type: XLSX_MIME }),
    xlsxFileName(file.nombreArchivo, fallback),
  );
}
