// How Scalar's API reference (@scalar/api-reference) shows the contract on /Documentacion/Api.
// The document is openapi/bundle.json, made by `npm run gen:api` from the area files and bundled
// into this page's chunk: the reference shows exactly what the server validates, with no request
// for it. Nothing leaves the product: no web fonts (the page uses Mantine's system fonts), no
// telemetry, no Scalar services (the assistant, MCP, the developer toolbar and its 'share' and
// 'deploy' buttons are off). 'Probar solicitud' sends to the product itself (the contract's one
// server is `/`), which the Content-Security-Policy's connect-src 'self' allows.
import type { createApiReference } from '@scalar/api-reference';
import contract from '../../../openapi/bundle.json';

export type ReferenceConfiguration = Parameters<typeof createApiReference>[1];

/** The height of the page's own bar above the reference (its title and links), in px. */
export const HEADER_HEIGHT = 56;

export const referenceConfiguration = {
  content: contract,
  // The product's texts are Spanish: Scalar's own labels ('Buscar', 'Respuestas', 'Esquemas'...).
  localization: { locale: 'es' },
  modelsSectionLabel: 'Esquemas',
  // Search (its field in the sidebar, Ctrl+K) goes over the operations and the schemas.
  hideSearch: false,
  hideModels: false,
  // The product is light only.
  forceDarkModeState: 'light',
  hideDarkModeToggle: true,
  theme: 'default',
  layout: 'modern',
  // Self-hosted: no fonts from the web, no telemetry, none of Scalar's services.
  withDefaultFonts: false,
  telemetry: false,
  agent: { disabled: true },
  mcp: { disabled: true },
  showDeveloperTools: 'never',
  // The contract as a file (the download is made in the page from the document above).
  documentDownloadType: 'json',
  showOperationId: true,
  defaultHttpClient: { targetKey: 'shell', clientKey: 'curl' },
  // The page's bar stays above the reference: Scalar's sticky sidebar starts below it
  // (--scalar-custom-header-height), and the reference uses Mantine's fonts.
  //
  // WCAG 2.1 AA (1.4.3): Scalar's light theme draws its faint texts (the search box's
  // placeholder, the client libraries' names) in #8e8e8e and its method labels in #069061
  // (POST), 3.2:1 and 3.6-3.9:1 on its backgrounds; axe-core found them (console-clean.spec).
  // The same hues, darkened to at least 4.5:1 on the darkest background they sit on (#e7e7e7).
  // Scalar's own styles are in cascade layers, so these win.
  customCss: `
    .scalar-app {
      --scalar-custom-header-height: ${HEADER_HEIGHT}px;
      --scalar-font: var(--mantine-font-family);
      --scalar-font-code: var(--mantine-font-family-monospace);
    }
    .light-mode {
      --scalar-color-2: #616161;
      --scalar-color-3: #5c5c5c;
      --scalar-color-accent: #0065ad;
      --scalar-color-green: #007048;
      --scalar-color-red: #b00009;
      --scalar-color-yellow: #7a5d00;
      --scalar-color-blue: #005f9e;
      --scalar-color-orange: #a33800;
      --scalar-color-query: #006a6e;
    }
  `,
} satisfies ReferenceConfiguration;
