// The pages anyone may open without a session (/Diagramas and the API reference): the entry
// (src/web/main.tsx) sends them to the router, and the login written into index.html at build
// time is not shown on them (src/web/session/login-first.tsx).
export const publicPaths = ['/Diagramas', '/Documentacion/Api'] as const;

export const isPublicPath = (path: string) =>
  publicPaths.some((p) => path === p || path.startsWith(`${p}/`));
