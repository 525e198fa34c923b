// 000 §2.2: the human verification solved before 'Entrar' is enabled. Self-hosted proof of
// work (DECISIONS 12): the ALTCHA widget fetches a signed challenge from the API, solves it in
// a worker and reports the payload that the login sends as TokenReCaptcha. It starts as the page
// opens (the widget's automatic mode, auto="onload") and again whenever its solution is spent or
// expires, so 'Entrar' is ready by the time the person has typed: nobody has to click 'No soy un
// robot' (the checkbox stays, for a retry after a failed attempt).
import { useEffect, useRef, useState } from 'react';
import { Text } from '@mantine/core';
import type { AltchaWidgetElement } from 'altcha';
import type {} from 'altcha/types/react';

interface StateChangeDetail {
  state: string;
  payload: string | null;
}

export interface AltchaChallengeProps {
  /** The session machine holds an unused solution; when it drops it, the widget starts over. */
  solved: boolean;
  onSolved: (payload: string) => void;
  onExpired: () => void;
}

const widgetStyle = {
  '--altcha-max-width': '100%',
  '--altcha-border-radius': 'var(--mantine-radius-sm)',
  '--altcha-color-primary': 'var(--mantine-primary-color-filled)',
};

export function AltchaChallenge({ solved, onSolved, onExpired }: AltchaChallengeProps) {
  const ref = useRef<AltchaWidgetElement>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  /** The widget could not solve its challenge by itself (the server or the network failed). */
  const [failed, setFailed] = useState(false);
  const handlers = useRef({ onSolved, onExpired });
  useEffect(() => {
    handlers.current = { onSolved, onExpired };
  });

  useEffect(() => {
    // Not in the login's critical path: the form is usable (typing) while the widget loads.
    import('./altcha-widget.ts').catch(() => setLoadFailed(true));
  }, []);

  useEffect(() => {
    const element = ref.current;
    if (element === null) return;
    const onStateChange = (event: Event) => {
      const detail = (event as CustomEvent<StateChangeDetail>).detail;
      if (detail.state === 'verified' && detail.payload) handlers.current.onSolved(detail.payload);
      else if (detail.state === 'expired') {
        handlers.current.onExpired();
        // A new challenge at once, as when the page opened.
        void element.verify();
      } else if (detail.state === 'error') setFailed(true);
      if (detail.state === 'verifying' || detail.state === 'verified') setFailed(false);
    };
    element.addEventListener('statechange', onStateChange);
    return () => element.removeEventListener('statechange', onStateChange);
  }, []);

  useEffect(() => {
    const element = ref.current;
    // A solution is accepted once (DECISIONS 12): after a failed login the widget must be
    // solved again. The element has no methods until its definition has loaded.
    if (!solved && element !== null && typeof element.getState === 'function') {
      // The State enum is a value of the widget's module, which is not loaded statically.
      if ((element.getState() as string) === 'verified') {
        element.reset();
        // Solved again by itself: the person only types the password again.
        void element.verify();
      }
    }
  }, [solved]);

  return (
    <div style={{ minHeight: 74 }}>
      <altcha-widget
        ref={ref}
        challenge="/api/account/Desafio"
        language="es-419"
        auto="onload"
        style={widgetStyle}
      />
      {failed && !loadFailed && (
        <Text c="red" size="sm" role="alert">
          No pudo completarse la verificación. Marque «No soy un robot» para reintentar.
        </Text>
      )}
      {loadFailed && (
        <Text c="red" size="sm" role="alert">
          No pudo cargarse la verificación. Recargue la página.
        </Text>
      )}
    </div>
  );
}
