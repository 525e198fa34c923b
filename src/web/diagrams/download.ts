// 'Descargar SVG' and 'Descargar PNG': the chart as it is on screen (the current state and the
// transitions it takes highlighted), saved by the browser alone: the SVG as it is drawn, the PNG
// painted from it on a canvas at twice its size. No network, no library.

function save(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  // The browser has read the blob once the click's download started.
  window.setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 1000);
}

export function downloadSvg(svg: string, name: string): void {
  save(new Blob([svg], { type: 'image/svg+xml' }), name);
}

/** The SVG's own size, from its width and height attributes. */
export function svgSize(svg: string): { width: number; height: number } {
  const width = Number(/<svg[^>]*\swidth="([\d.]+)"/.exec(svg)?.[1] ?? 0);
  const height = Number(/<svg[^>]*\sheight="([\d.]+)"/.exec(svg)?.[1] ?? 0);
  return { width, height };
}

export async function downloadPng(svg: string, name: string, scale = 2): Promise<void> {
  const { width, height } = svgSize(svg);
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = Math.ceil(width * scale);
  canvas.height = Math.ceil(height * scale);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('el navegador no dibuja en canvas');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.scale(scale, scale);
  ctx.drawImage(image, 0, 0, width, height);
  const blob = await new Promise<Blob | null>((resolve) => {
    canvas.toBlob(resolve, 'image/png');
  });
  if (!blob) throw new Error('el navegador no pudo escribir el PNG');
  save(blob, name);
}
