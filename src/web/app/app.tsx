import { MantineProvider, type MantineThemeOverride } from '@mantine/core';
import { RouterProvider } from '@tanstack/react-router';
import type { SessionActor } from '../session/session-actor.ts';
import { SessionProvider } from '../session/session-context.tsx';
import type { AppRouter } from './router.tsx';
import { DIALOG_CLOSE_LABEL, TOAST_CLOSE_LABEL } from '../../domain/form-messages.ts';

// Motion only for those who have not asked their system for less (WCAG 2.3.3): a menu group then
// opens at once instead of growing, and Mantine's fades and slides are skipped.
// Every toast's close button is named (WCAG 4.1.2, axe's button-name): Mantine draws it as an
// icon alone, which a screen reader would announce as a nameless 'button'. So is every dialog's
// and drawer's × ('Cerrar'), unless the dialog names it itself.
export const theme: MantineThemeOverride = {
  respectReducedMotion: true,
  components: {
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': TOAST_CLOSE_LABEL } } },
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': DIALOG_CLOSE_LABEL } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': DIALOG_CLOSE_LABEL } } },
  },
};

export function App({ session, router }: { session: SessionActor; router: AppRouter }) {
  return (
    // Mantine's default theme, whose CSS variables come as a static file (main.tsx):
    // generating them at start (withCssVariables) costs about 20 ms of a slow machine's main
    // thread before the login form shows. A custom theme must add its variables in CSS, or
    // turn the generation back on and check the bench (scripts/bench/login-weight.ts). The
    // colours readable at WCAG AA (issue 13 point 1) are such CSS: ./theme-contrast.css.
    <MantineProvider theme={theme} withCssVariables={false} defaultColorScheme="light">
      <SessionProvider actor={session}>
        <RouterProvider router={router} />
      </SessionProvider>
    </MantineProvider>
  );
}
