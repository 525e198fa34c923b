// Issue 4 point 1: the registry is the one list of machines, and an entry is all an area adds:
// each level its area has landed has the entry's test model, loadable without the test tools.
import { describe, expect, it } from 'vitest';
import { machineRegistry } from '../../machines/index.ts';

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
        const load = entry.test[level];
        expect(load, `${entry.id}: test.${level}`).toBeDefined();
        // Loading a model does no input or output: it reads the driver only when it runs.
        const model = (await load?.())?.default;
        expect(typeof model, `${entry.id}: test.${level}`).toBe('function');
      }
    }
  });
});
