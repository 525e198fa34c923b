// DECISIONS 3: the displayed brand comes from configuration (default "Market"); the web app
// takes it at build time (VITE_BRAND_NAME), as the server takes BRAND_NAME at start.
export const brandName = (import.meta.env.VITE_BRAND_NAME as string | undefined) ?? 'Market';
