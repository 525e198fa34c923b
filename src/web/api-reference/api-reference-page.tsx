// The API reference for integrators: every operation of the contract (openapi/bundle.json) with
// who may call it, its parameters, request and response examples, and the schemas, searchable,
// drawn by Scalar's reference (@scalar/api-reference, configured in ./reference-configuration.ts).
// Public, like /Diagramas (it shows the contract, not data), and its own chunk: the login screen
// downloads none of it (Scalar and its styles are a further chunk, ./scalar-reference.ts).
import '@mantine/core/styles/Group.css';
import { useEffect, useRef } from 'react';
import { Anchor, Box, Group, Title } from '@mantine/core';
import { HEADER_HEIGHT, referenceConfiguration } from './reference-configuration.ts';

/**
 * Scalar checks its configuration with zod, whose fast path compiles validators with
 * `new Function` once it has probed that the page allows it; the product's
 * Content-Security-Policy forbids eval (script-src 'self'), so the probe is refused and reported
 * as a violation. zod's own setting for such pages is `jitless` (what `z.config({ jitless: true })`
 * sets), kept on globalThis so that every copy of zod reads it: set here, before Scalar's
 * modules load (some validate as they load), zod never probes.
 */
function zodWithoutEval() {
  const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  holder.__zod_globalConfig ??= {};
  holder.__zod_globalConfig.jitless = true;
}

export function ApiReferencePage() {
  const mountPoint = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let live = true;
    let destroy: (() => void) | undefined;
    zodWithoutEval();
    void import('./scalar-reference.ts').then(({ createApiReference }) => {
      if (!live || mountPoint.current === null) return;
      // Scalar is a Vue app of its own, mounted into this element and unmounted with the page.
      const reference = createApiReference(mountPoint.current, referenceConfiguration);
      destroy = () => reference.destroy();
    });
    return () => {
      live = false;
      destroy?.();
    };
  }, []);
  return (
    <>
      <Box
        component="header"
        px="lg"
        bg="white"
        h={HEADER_HEIGHT}
        pos="sticky"
        top={0}
        style={{ zIndex: 10, borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Group justify="space-between" h="100%" wrap="nowrap">
          <Title order={1} size="h3">
            Referencia de la API
          </Title>
          <Group gap="md" wrap="nowrap">
            <Anchor href="/Diagramas">Diagramas de flujo</Anchor>
            <Anchor href="/login">Ir al ingreso</Anchor>
          </Group>
        </Group>
      </Box>
      <div ref={mountPoint} data-testid="api-reference" />
    </>
  );
}
