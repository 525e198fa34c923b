// Issue 12 point 1: who may do what is written once. Every operation of the contract (every
// YAML file of openapi/, however it is split) is in exactly one access table of src/domain,
// no table names an operation the contract lacks, the unsecured ones are marked public, the
// roles of a machine event are the machine's, and an operation in no table is refused.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { parse } from 'yaml';
import type { operations } from '../../src/api/schema.d.ts';
import {
  accessTables,
  operationAccess,
  type AccessOperationId,
  type SecuredAccess,
} from '../../src/domain/access/index.ts';
import { menuItems } from '../../src/domain/menu.ts';
import { tiposUsuario, type TipoUsuario } from '../../src/domain/roles.ts';
import { authorized, rolesOf } from '../../src/server/http/authorize.ts';
import type { Session } from '../../src/server/http/contract.ts';
import { listingRoles } from '../../machines/listing.ts';
import { rebateRoles } from '../../machines/rebate.ts';

const openapiDir = path.resolve(import.meta.dirname, '../../openapi');

async function yamlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) return yamlFiles(full);
      return Promise.resolve(/\.ya?ml$/.test(e.name) ? [full] : []);
    }),
  );
  return nested.flat();
}

let parsed: Promise<Map<string, boolean>> | undefined;

/** Every operation object of every file (one with an operationId and responses): public or not. */
function contractOperations(): Promise<Map<string, boolean>> {
  parsed ??= readContract();
  return parsed;
}

async function readContract(): Promise<Map<string, boolean>> {
  const found = new Map<string, boolean>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (node === null || typeof node !== 'object') return;
    const o = node as Record<string, unknown>;
    if (typeof o.operationId === 'string' && 'responses' in o) {
      const open = Array.isArray(o.security) && o.security.length === 0;
      const seen = found.get(o.operationId);
      if (seen !== undefined && seen !== open) throw new Error(`${o.operationId} dos veces`);
      found.set(o.operationId, open);
      return;
    }
    Object.values(o).forEach(walk);
  };
  for (const file of await yamlFiles(openapiDir)) walk(parse(await readFile(file, 'utf8')));
  return found;
}

const sessionOf = (tipoUsuario: TipoUsuario, hiddenItemsIds: number[] = []): Session => ({
  sessionId: 's',
  userId: 1,
  tipoUsuario,
  idSeller: tipoUsuario === 3 || tipoUsuario === 4 ? 1 : null,
  hiddenItemsIds,
});

describe('the access tables (src/domain/access)', () => {
  it('name the operations of the generated contract types, no more, no fewer', () => {
    expectTypeOf<AccessOperationId>().toEqualTypeOf<keyof operations>();
  });

  it('hold every operation of openapi/ in exactly one table, and nothing else', async () => {
    const contract = await contractOperations();
    expect(contract.size).toBeGreaterThan(0);
    const tables = Object.entries(accessTables);
    for (const id of contract.keys()) {
      const areas = tables.filter(([, table]) => Object.hasOwn(table, id)).map(([area]) => area);
      expect(areas, id).toHaveLength(1);
    }
    for (const [area, table] of tables) {
      for (const id of Object.keys(table)) expect(contract.has(id), `${area}: ${id}`).toBe(true);
    }
  });

  it('mark public exactly the operations without security in the contract', async () => {
    for (const [id, open] of await contractOperations()) {
      const access = operationAccess[id as AccessOperationId];
      expect(access.roles === 'public', id).toBe(open);
      expect(access.menu === 'public', id).toBe(open);
    }
  });

  it('name menu items that lead somewhere, or the shell; and some role', () => {
    const leaves = new Set(menuItems.flatMap((i) => (i.children ?? [i]).map((c) => c.id)));
    for (const [id, access] of Object.entries(operationAccess)) {
      if (access.roles === 'public') continue;
      const secured: SecuredAccess = access;
      expect(rolesOf(secured).length, id).toBeGreaterThan(0);
      if (secured.menu === 'shell') continue;
      expect(secured.menu.length, id).toBeGreaterThan(0);
      for (const item of secured.menu) expect(leaves.has(item), `${id}: ${item}`).toBe(true);
    }
  });

  it("read a machine event's roles from the machine", () => {
    const roles = (id: AccessOperationId) =>
      [...rolesOf(operationAccess[id] as SecuredAccess)].sort();
    expect(roles('crearPublicacion')).toEqual([...listingRoles.CREAR].sort());
    expect(roles('aprobarPublicacion')).toEqual([...listingRoles.APROBAR].sort());
    expect(roles('desaprobarPublicacion')).toEqual([...listingRoles.DESAPROBAR].sort());
    expect(roles('eliminarPublicacion')).toEqual([...listingRoles.ELIMINAR].sort());
    expect(roles('enviarRebate')).toEqual([...rebateRoles.ENVIAR].sort());
    expect(roles('modificarRebate')).toEqual([...rebateRoles.MODIFICAR].sort());
    expect(roles('eliminarRebate')).toEqual([...rebateRoles.ELIMINAR].sort());
    expect(roles('aprobarRebate')).toEqual([...rebateRoles.APROBAR].sort());
    const anyRebateRole = [...new Set(Object.values(rebateRoles).flat())].sort();
    expect(roles('buscarRebatePublicacion')).toEqual(anyRebateRole);
  });
});

describe('the server authorizes every call with them (src/server/http/authorize.ts)', () => {
  it('refuses an operation in no table, whoever asks', () => {
    for (const tipo of tiposUsuario)
      expect(authorized('operacionNueva', sessionOf(tipo))).toBe(false);
    expect(authorized('operacionNueva', undefined)).toBe(false);
  });

  it('lets a public operation through without a session', () => {
    expect(authorized('login', undefined)).toBe(true);
    expect(authorized('health', undefined)).toBe(true);
  });

  it('refuses a secured operation without a session', () => {
    expect(authorized('logout', undefined)).toBe(false);
  });

  it('checks the type and the menu (hiddenItemsIds included); the shell has no menu item', () => {
    expect(authorized('aprobarPublicacion', sessionOf(2))).toBe(true);
    expect(authorized('aprobarPublicacion', sessionOf(4))).toBe(false);
    expect(authorized('aprobarPublicacion', sessionOf(2, [31]))).toBe(false);
    expect(authorized('listarPublicaciones', sessionOf(3, [31]))).toBe(true);
    expect(authorized('listarPublicaciones', sessionOf(3, [31, 81]))).toBe(false);
    expect(authorized('obtenerUsuario', sessionOf(5))).toBe(true);
    expect(authorized('dashboardTotalizadores', sessionOf(7, [1, 2, 3, 4, 5]))).toBe(true);
    expect(authorized('dashboardTotalizadores', sessionOf(6))).toBe(false);
  });
});
