// The login screen as the entry shows it to a visitor without a session, before the router is
// loaded (src/web/main.tsx): the same page the router's /login shows, with its notice read
// from the address (?aviso=renovada|expirada, as the router's search validation reads it).
import { useEffect } from 'react';
import { MantineProvider } from '@mantine/core';
import type { SessionActor } from './session-actor.ts';
import { SessionProvider } from './session-context.tsx';
import { LoginPage, type LoginNotice } from './login-page.tsx';
import type { TypedLogin } from './login-first.ts';

export function loginNoticeOf(location: {
  pathname: string;
  search: string;
}): LoginNotice | undefined {
  if (location.pathname !== '/login') return undefined;
  const aviso = new URLSearchParams(location.search).get('aviso');
  return aviso === 'renovada' || aviso === 'expirada' ? aviso : undefined;
}

export function LoginScreen({
  session,
  notice,
  typed,
  onShown,
}: {
  session: SessionActor;
  notice: LoginNotice | undefined;
  /** What was typed into the form written into index.html before the app took over. */
  typed?: TypedLogin | undefined;
  /** Called once the form is on screen (after its first commit and the next frame). */
  onShown: () => void;
}) {
  useEffect(() => {
    const frame = requestAnimationFrame(onShown);
    return () => cancelAnimationFrame(frame);
  }, [onShown]);
  return (
    // The app's own settings (src/web/app/app.tsx): the default theme, its variables as CSS.
    <MantineProvider withCssVariables={false} defaultColorScheme="light">
      <SessionProvider actor={session}>
        <LoginPage notice={notice} typed={typed} />
      </SessionProvider>
    </MantineProvider>
  );
}
