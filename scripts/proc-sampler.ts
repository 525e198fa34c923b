// Whose CPU the machine spent during `npm test` (scripts/test-all.ts): every second, each
// process's CPU time is read from /proc and what it used since the last read is added to the
// step named in its environment (`NPM_TEST_STEP`, set by test-all for every step and inherited
// by all it starts) or in a parent's, and to its kind (Chromium's renderer, GPU and other
// processes; node; the rest). The kernel's children times that the summary's CPU column reads
// miss Chromium's processes, which leave the step's process tree; this does not. Linux only.
import { readdirSync, readFileSync } from 'node:fs';

export interface StepCpu {
  seconds: number;
  /** Seconds by kind of process: 'chromium', 'node', or the program's name. */
  byKind: Map<string, number>;
}

interface Seen {
  start: string;
  step: string | null;
  kind: string;
  ticks: number;
}

const read = (file: string): string | null => {
  try {
    return readFileSync(file, 'latin1');
  } catch {
    return null;
  }
};

/** The fields of /proc/<pid>/stat after the command's name (which may hold spaces). */
function statOf(pid: string): string[] | null {
  const stat = read(`/proc/${pid}/stat`);
  if (stat === null) return null;
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

function stepOf(pid: string): string | null {
  let current = pid;
  for (let depth = 0; depth < 12 && current !== '0' && current !== '1'; depth++) {
    const env = read(`/proc/${current}/environ`);
    if (env === null) return null;
    const entry = env.split('\0').find((e) => e.startsWith('NPM_TEST_STEP='));
    if (entry !== undefined) return Buffer.from(entry.slice(14), 'latin1').toString('utf8');
    const fields = statOf(current);
    if (fields === null) return null;
    current = fields[1] ?? '0';
  }
  return null;
}

function kindOf(pid: string): string {
  const cmd = (read(`/proc/${pid}/cmdline`) ?? '').split('\0');
  const program = cmd[0] ?? '';
  if (program.includes('chrom')) return 'chromium';
  if (program.endsWith('node') || program === 'node') return 'node';
  return program.split('/').pop() ?? '?';
}

export class ProcSampler {
  private seen = new Map<string, Seen>();
  private steps = new Map<string, StepCpu>();
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly clockTicks: number) {}

  start(): void {
    this.sample(true);
    this.timer = setInterval(() => {
      this.sample(false);
    }, 1000);
    this.timer.unref();
  }

  stop(): Map<string, StepCpu> {
    clearInterval(this.timer);
    this.sample(false);
    return this.steps;
  }

  private sample(first: boolean): void {
    let pids: string[];
    try {
      pids = readdirSync('/proc').filter((d) => /^\d+$/.test(d));
    } catch {
      return;
    }
    for (const pid of pids) {
      const fields = statOf(pid);
      if (fields === null) continue;
      const ticks = Number(fields[11]) + Number(fields[12]);
      const start = fields[19] ?? '';
      let entry = this.seen.get(pid);
      if (entry?.start !== start) {
        // What a process used before the first sample is not the run's.
        entry = { start, step: stepOf(pid), kind: kindOf(pid), ticks: first ? ticks : 0 };
        this.seen.set(pid, entry);
      }
      const used = ticks - entry.ticks;
      entry.ticks = ticks;
      if (used <= 0 || entry.step === null) continue;
      const step: StepCpu = this.steps.get(entry.step) ?? {
        seconds: 0,
        byKind: new Map<string, number>(),
      };
      const seconds = used / this.clockTicks;
      step.seconds += seconds;
      step.byKind.set(entry.kind, (step.byKind.get(entry.kind) ?? 0) + seconds);
      this.steps.set(entry.step, step);
    }
  }
}
