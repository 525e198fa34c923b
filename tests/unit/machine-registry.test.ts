// Issue 4 point 1: the registry is the one list of machines, and an entry is all an area adds:
// each level its area has landed has the machine's test model (tests/model/models/index.ts),
// loadable without the test tools, and the test models name no machine that is not registered.
import { describe, expect, it } from 'vitest';
import { machineRegistry } from '../../machines/index.ts';
import { testModels, testSurfaces } from '../model/models/index.ts';

describe('machine registry', () => {
  it('has one entry per machine id, each with its title, spec section and roles', () => {
    const ids = machineRegistry.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const entry of machineRegistry) {
      expect(entry.titulo.trim()).not.toBe('');
      expect(entry.seccion.trim()).not.toBe('');
      expect(entry.roles.length).toBeGreaterThan(0);
      expect(entry.levels).toContain('máquina');
    }
  });

  it('holds a test model for every level beyond the machine that the entry declares landed', async () => {
    for (const entry of machineRegistry) {
      for (const level of entry.levels) {
        if (level === 'máquina') continue;
        const load = testModels[entry.id]?.[level];
        expect(load, `${entry.id}: ${level}`).toBeDefined();
        // Loading a model does no input or output: it reads the driver only when it runs.
        const model = (await load?.())?.default;
        expect(typeof model, `${entry.id}: ${level}`).toBe('function');
      }
    }
    const ids = new Set(machineRegistry.map((e) => e.id));
    for (const [id, levels] of Object.entries(testModels)) {
      expect(ids.has(id), `tests/model/models/index.ts: ${id}`).toBe(true);
      for (const level of Object.keys(levels)) {
        const entry = machineRegistry.find((e) => e.id === id);
        expect(entry?.levels, `${id}: ${level}`).toContain(level);
      }
    }
  });

  it('names, for each second screen of a level, a landed level and events of the machine', () => {
    for (const [id, levels] of Object.entries(testSurfaces)) {
      const entry = machineRegistry.find((e) => e.id === id);
      expect(entry, `testSurfaces: ${id}`).toBeDefined();
      const known = new Set<string>(entry?.machine.events ?? []);
      for (const [level, surfaces] of Object.entries(levels)) {
        expect(entry?.levels, `${id}: ${level}`).toContain(level);
        for (const surface of surfaces) {
          expect(surface.eventos.length, surface.nombre).toBeGreaterThan(0);
          for (const type of surface.eventos) expect(known, `${id}: ${type}`).toContain(type);
        }
      }
    }
  });
});
