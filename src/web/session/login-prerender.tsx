// Used by the build only (vite.config.ts), never by the app: the login screen as HTML, and the
// gate that decides, before the page is drawn, whether that HTML is shown (./login-first.ts).
// The screen is rendered by the same components the app renders it with, in the state a visitor
// without a session finds it: the session machine's first state, empty fields, no notice. Its
// colours need the light scheme's variables, which index.html's <html> names from the start (as
// the app's MantineProvider, defaultColorScheme="light", would set it).
import { renderToString } from 'react-dom/server';
import { createActor } from 'xstate';
import { sessionMachine } from '../../../machines/session.ts';
import { TOKEN_KEY } from '../../api/client.ts';
import { publicPaths } from './public-paths.ts';
import { GATE, PRERENDERED } from './login-first.ts';
import { LoginScreen } from './login-screen.tsx';

/** The login screen's markup inside the element that marks it as written at build time. */
export function loginHtml(): string {
  const session = createActor(sessionMachine, { input: { user: null } });
  const screen = renderToString(
    <LoginScreen session={session} notice={undefined} onShown={() => undefined} />,
  );
  return `<div ${PRERENDERED}>${screen}</div>`;
}

/**
 * The gate, a classic script run in <head> before anything is drawn: GATE on <html> when the
 * app will show this visitor the login as it opens (src/web/main.tsx: no stored session, not a
 * public page) and no notice is in the address (the written form has none). A stored token that
 * the app then finds expired only means the form is drawn by the app, a moment later.
 */
export function loginGateScript(): string {
  return `(function () {
  try {
    var path = location.pathname;
    var publicPaths = ${JSON.stringify(publicPaths)};
    for (var i = 0; i < publicPaths.length; i++) {
      if (path === publicPaths[i] || path.indexOf(publicPaths[i] + '/') === 0) return;
    }
    if (/[?&]aviso=/.test(location.search)) return;
    if (localStorage.getItem(${JSON.stringify(TOKEN_KEY)})) return;
    document.documentElement.setAttribute(${JSON.stringify(GATE)}, '');
  } catch (e) {
    // Storage may be disabled: the app draws the login itself.
  }
})();
`;
}
