// Entry of the single-page app. A visitor without a session gets the login screen straight
// away, without the router: the route table, the router and every screen behind the login are
// loaded (./app/routed-app.tsx) once the form shows, and used from the moment a session exists
// (issue 11 point 8: the login's weight, scripts/bench/login-weight.ts). Only what the login
// screen shows is imported here (Mantine's base styles and the styles of the components it
// uses); the screens behind the login load their own chunks and styles. The theme's colours are
// Mantine's variables with the darker shades of ./app/theme-contrast.css (issue 13 point 1).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import './app/theme-contrast.css';
import './app/reduced-motion.css';
import './session/login-first.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Anchor.css';
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { createSessionActor } from './session/session-actor.ts';
import { LoginScreen, loginNoticeOf } from './session/login-screen.tsx';
import { restoreFocus, typedBeforeTakeOver } from './session/login-first.ts';
import { isPublicPath } from './session/public-paths.ts';

const session = createSessionActor();
const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');
const root = createRoot(container);
const loadRoutedApp = () => import('./app/routed-app.tsx');

// /Diagramas and the API reference are public and have their own routes; a kept session goes
// where the router sends it.
const bareLogin =
  !session.getSnapshot().hasTag('signedIn') && !isPublicPath(window.location.pathname);

if (bareLogin) {
  // Any other address without a session is the login's (000 §2.1), as the router would say.
  const notice = loginNoticeOf(window.location);
  if (window.location.pathname !== '/login') window.history.replaceState(null, '', '/login');
  // Fetched once the form shows, so that the first screen after 'Entrar' needs no wait.
  let routedApp: ReturnType<typeof loadRoutedApp> | null = null;
  const fetchRoutedApp = () => (routedApp ??= loadRoutedApp());
  // The form written into index.html (./session/login-first.ts), if it is shown, is replaced in
  // this same task (flushSync) by the app's, with what was typed in it and the cursor where it was.
  const typed = typedBeforeTakeOver();
  flushSync(() =>
    root.render(
      <StrictMode>
        <LoginScreen
          session={session}
          notice={notice}
          typed={typed}
          onShown={() => void fetchRoutedApp()}
        />
      </StrictMode>,
    ),
  );
  restoreFocus(typed);
  const subscription = session.subscribe((snapshot) => {
    if (!snapshot.hasTag('signedIn')) return;
    subscription.unsubscribe();
    void fetchRoutedApp().then(({ mountRoutedApp }) => mountRoutedApp(root, session));
  });
} else {
  void loadRoutedApp().then(({ mountRoutedApp }) => mountRoutedApp(root, session));
}
