// Entry of the single-page app. Only what the login screen shows is imported here (Mantine's
// base styles and the styles of the components it uses); the screens behind the login load
// their own chunks and styles (scripts/bench/login-weight.ts keeps this under budget).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
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
import { createRoot } from 'react-dom/client';
import { createSessionActor } from './session/session-actor.ts';
import { App } from './app/app.tsx';
import { createAppRouter } from './app/router.tsx';
import { followSession } from './app/session-navigation.ts';

const session = createSessionActor();
const router = createAppRouter(session);
followSession(session, router);

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');
const root = createRoot(container);
// The first route is resolved before React renders, so the first commit already shows the page
// (otherwise the router mounts empty, loads, then renders again: ~50 ms later on a slow machine).
void router.load().finally(() => {
  root.render(
    <StrictMode>
      <App session={session} router={router} />
    </StrictMode>,
  );
});
