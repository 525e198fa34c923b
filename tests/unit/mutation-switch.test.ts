// The guard mutants' switch (npm run test:mutation): `npm start` refuses to start with it, a
// guard name that does not exist is refused with a clear message (by the script's arguments and
// by the server's deciding machine), and a named guard is negated in the server's decisions only.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { machineRegistry } from '../../machines/index.ts';
import { decidingMachine, installGuardMutant } from '../../machines/stored.ts';
import { userDecision, userMachine } from '../../machines/user.ts';
import { TipoUsuario } from '../../src/domain/roles.ts';
import { parseMutationArgs } from '../../scripts/lib/mutation-args.ts';
import {
  GUARD_MUTANT_VARIABLE,
  registerGuardMutant,
} from '../../src/server/shared/guard-mutant.ts';

const root = path.resolve(import.meta.dirname, '../..');

afterEach(() => {
  installGuardMutant(() => null);
});

describe('the guard mutants switch', () => {
  it('npm start refuses to start with it set, in Spanish, before building or serving', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
      cwd: root,
      env: { ...process.env, [GUARD_MUTANT_VARIABLE]: 'user.mayToggle', PORT: '0' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      'MUTANTE_GUARDA está definida: es solo para npm run test:mutation',
    );
    expect(run.stdout).not.toContain('Market back-office en');
  });

  it('npm start refuses it even empty (the server would hook it on every request)', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
      cwd: root,
      env: { ...process.env, [GUARD_MUTANT_VARIABLE]: '', PORT: '0' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('MUTANTE_GUARDA está definida');
  });

  it('the server hooks it on its requests only when it is in the environment', () => {
    const before = process.env[GUARD_MUTANT_VARIABLE];
    try {
      Reflect.deleteProperty(process.env, GUARD_MUTANT_VARIABLE);
      const without = { addHook: vi.fn() };
      expect(registerGuardMutant(without as never)).toBe(false);
      expect(without.addHook).not.toHaveBeenCalled();
      process.env[GUARD_MUTANT_VARIABLE] = '';
      const withSwitch = { addHook: vi.fn() };
      expect(registerGuardMutant(withSwitch as never)).toBe(true);
      expect(withSwitch.addHook).toHaveBeenCalledTimes(1);
      expect(withSwitch.addHook.mock.calls[0]?.[0]).toBe('onRequest');
    } finally {
      if (before === undefined) Reflect.deleteProperty(process.env, GUARD_MUTANT_VARIABLE);
      else process.env[GUARD_MUTANT_VARIABLE] = before;
    }
  });

  it('npm run test:mutation refuses an unknown machine or guard, naming what exists', () => {
    expect(() => parseMutationArgs(['orden'], machineRegistry)).toThrow(
      "No hay ninguna máquina 'orden'. Máquinas: session, listing,",
    );
    expect(() => parseMutationArgs(['order.noExiste'], machineRegistry)).toThrow(
      "La máquina order no tiene la guarda 'noExiste'. Sus guardas: storedFacturado,",
    );
    expect(parseMutationArgs(['order.mayInvoice'], machineRegistry)).toEqual({
      all: false,
      machines: ['order'],
      guards: ['order.mayInvoice'],
      stryker: false,
    });
    expect(parseMutationArgs(['--', 'user'], machineRegistry)).toEqual({
      all: false,
      machines: ['user'],
      guards: [],
      stryker: true,
    });
    expect(parseMutationArgs([], machineRegistry).all).toBe(true);
  });

  it('the server refuses a mutant naming a guard its machine does not have', () => {
    installGuardMutant(() => 'user.noExiste');
    expect(() => decidingMachine(userMachine)).toThrow(
      "Mutante de guarda user.noExiste: la máquina user no tiene la guarda 'noExiste' " +
        '(sus guardas: storedActivo, mayToggle, noPropio).',
    );
  });

  it('negates the named guard in the decisions, and nothing without it', () => {
    const input = { activo: true, propio: false };
    const pausar = { type: 'PAUSAR', tipoUsuario: TipoUsuario.adminMod } as const;
    expect(userDecision(input, pausar)).toBe('ok');
    installGuardMutant(() => 'user.noPropio');
    expect(decidingMachine(userMachine)).not.toBe(userMachine);
    expect(userDecision(input, pausar)).toBe('estado');
    installGuardMutant(() => 'order.mayInvoice');
    expect(decidingMachine(userMachine)).toBe(userMachine);
    expect(userDecision(input, pausar)).toBe('ok');
  });
});
