// The coverage table of the model-based tests: each level records the states and transitions
// its passing steps reached; `npm run test:model` prints covered / total per machine and level.
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export type Level = 'máquina' | 'api' | 'navegador';

export const coverageDir = path.resolve(import.meta.dirname, '../../.tmp/model-coverage');

export class CoverageRecorder {
  readonly states = new Set<string>();
  readonly transitions = new Set<string>();

  constructor(
    readonly machineId: string,
    readonly level: Level,
    /** A second screen of the level (tests/model/models/index.ts testSurfaces). */
    readonly superficie?: string,
  ) {}

  add(states: readonly string[], transitions: readonly string[]): void {
    for (const s of states) this.states.add(s);
    for (const t of transitions) this.transitions.add(t);
  }

  save(): void {
    mkdirSync(coverageDir, { recursive: true });
    const suffix = this.superficie === undefined ? '' : `.${this.superficie.replace(/\W+/g, '-')}`;
    const file = path.join(coverageDir, `${this.machineId}.${this.level}${suffix}.json`);
    writeFileSync(
      file,
      JSON.stringify({
        machine: this.machineId,
        level: this.level,
        ...(this.superficie === undefined ? {} : { superficie: this.superficie }),
        states: [...this.states].sort(),
        transitions: [...this.transitions].sort(),
      }),
    );
  }
}

export interface SavedCoverage {
  machine: string;
  level: Level;
  /** A second screen of the level; none: the level itself. */
  superficie?: string;
  states: string[];
  transitions: string[];
}

export function readCoverage(): SavedCoverage[] {
  let files: string[] = [];
  try {
    files = readdirSync(coverageDir).filter((f) => f.endsWith('.json'));
  } catch {
    return [];
  }
  return files.map(
    (f) => JSON.parse(readFileSync(path.join(coverageDir, f), 'utf8')) as SavedCoverage,
  );
}

/** Whether a machine's area has landed at a level (the registry's `levels`, issue 4 point 8). */
export function runsLevel(entry: { levels: readonly Level[] }, level: Level): boolean {
  return entry.levels.includes(level);
}
