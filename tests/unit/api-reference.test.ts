// The API reference (/Documentacion/Api) is Scalar's, fed with the bundled contract: what it
// shows an integrator is the contract's own text. Each operation says who may call it (the same
// user types the access table allows, so the text cannot drift from what the server checks) and
// what each error it answers means, without references to the project's tracker; and the
// reference is configured to stay inside the product (no fonts, telemetry or services of
// another origin).
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { accessOf } from '../../src/domain/access/index.ts';
import { nombreTipoUsuario, tiposUsuario } from '../../src/domain/roles.ts';
import { rolesOf } from '../../src/server/http/authorize.ts';
import {
  HEADER_HEIGHT,
  referenceConfiguration,
} from '../../src/web/api-reference/reference-configuration.ts';

interface Operation {
  operationId: string;
  summary?: string;
  description?: string;
  responses: Record<string, unknown>;
}

async function operations(): Promise<Operation[]> {
  const doc = JSON.parse(await readFile('openapi/bundle.json', 'utf8')) as {
    paths: Record<string, Record<string, unknown>>;
  };
  return Object.values(doc.paths).flatMap((item) =>
    Object.values(item).filter(
      (op): op is Operation => typeof op === 'object' && op !== null && 'operationId' in op,
    ),
  );
}

/** The description's text with its lines joined (the YAML wraps long sentences). */
const flat = (text: string) => text.replace(/\s*\n\s*/g, ' ');

describe('the contract as the API reference shows it', () => {
  it('every operation says who may call it: the user types of its access table', async () => {
    const ops = await operations();
    expect(ops.length).toBeGreaterThan(100);
    for (const op of ops) {
      const text = flat(op.description ?? '');
      const who = /\*\*Who may call it:\*\* ([^*]+?)(?= \*\*|$)/.exec(text)?.[1];
      expect(who, op.operationId).toBeDefined();
      const access = accessOf(op.operationId);
      if (access === undefined) throw new Error(`${op.operationId} is in no access table`);
      if (access.roles === 'public') {
        expect(who, op.operationId).toBe('anyone, without a session.');
        continue;
      }
      const allowed = [...rolesOf(access)].sort();
      const named = tiposUsuario.filter((t) => who?.includes(`${nombreTipoUsuario[t]} `) ?? false);
      if (allowed.length === tiposUsuario.length) {
        expect(who, op.operationId).toMatch(/^any user with a session/);
      } else {
        expect(
          named.filter((t) => who?.includes(`${nombreTipoUsuario[t]} (${t})`)),
          op.operationId,
        ).toEqual(allowed);
      }
    }
  });

  it('every error an operation answers is explained in its description', async () => {
    for (const op of await operations()) {
      const text = op.description ?? '';
      for (const code of Object.keys(op.responses).filter((c) => Number(c) >= 400)) {
        expect(text, `${op.operationId} ${code}`).toMatch(new RegExp(`^- \`${code}\` \\S`, 'm'));
      }
    }
  });

  it('no text points at the project’s tracker', async () => {
    const bundle = await readFile('openapi/bundle.json', 'utf8');
    expect(bundle.match(/\b(issue|point)s? \d+/gi) ?? []).toEqual([]);
  });
});

describe('the reference’s configuration', () => {
  it('reads the bundled contract and asks nothing of another origin', async () => {
    const bundle: unknown = JSON.parse(await readFile('openapi/bundle.json', 'utf8'));
    expect(referenceConfiguration.content).toEqual(bundle);
    expect(referenceConfiguration).not.toHaveProperty('url');
    expect(referenceConfiguration).not.toHaveProperty('proxyUrl');
    expect(referenceConfiguration.withDefaultFonts).toBe(false);
    expect(referenceConfiguration.telemetry).toBe(false);
    expect(referenceConfiguration.agent).toEqual({ disabled: true });
    expect(referenceConfiguration.mcp).toEqual({ disabled: true });
    expect(referenceConfiguration.showDeveloperTools).toBe('never');
    expect(referenceConfiguration.localization.locale).toBe('es');
    expect(referenceConfiguration.customCss).toContain(
      `--scalar-custom-header-height: ${HEADER_HEIGHT}px`,
    );
    expect(referenceConfiguration.customCss).not.toMatch(/url\(|@import|https?:/);
  });
});
