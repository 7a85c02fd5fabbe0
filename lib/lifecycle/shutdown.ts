/**
 * The shutdown sequence. On SIGTERM or SIGINT the server entry (`server.mjs`) calls `run()` on the
 * handle this module keeps on globalThis; from that moment `isDraining()` is true (readiness answers
 * 503, new streams and writes are refused) and the registered steps run phase by phase:
 *
 * 1. `stop`  — stop taking new work (e.g. a background worker stops polling);
 * 2. `drain` — let work in progress finish: open requests, agent replies, open streams. Every step
 *    gets the same deadline (`drainMs` after the signal) and must cut its work off when it passes;
 * 3. `close` — release resources (commit queued writes, close the database, disconnect clients).
 *
 * Steps of one phase run together; phases run in order. A step that throws or overruns its phase is
 * logged and the sequence goes on, so the process always exits within the drain time plus a few
 * seconds. State lives on globalThis because Next loads this module once per route bundle and every
 * copy must see the same steps.
 */
export type ShutdownPhase = 'stop' | 'drain' | 'close';

type ShutdownContext = {
  /** Epoch milliseconds at which work in progress is cut off. */
  deadline: number;
  /** Aborts at the deadline. */
  signal: AbortSignal;
};

type Step = { name: string; phase: ShutdownPhase; run: (context: ShutdownContext) => unknown };

/** How long `stop` and `drain` steps may overrun the deadline, and each `close` step may take. */
const GRACE_MS = 2_000;
const PHASES: ShutdownPhase[] = ['stop', 'drain', 'close'];

type State = {
  draining: boolean;
  drainMs: number;
  steps: Step[];
  inFlight: number;
  onIdle: Set<() => void>;
  running?: Promise<void>;
  /** Called by the server entry on a signal; resolves when every step has run. */
  run: () => Promise<void>;
};

const KEY = Symbol.for('kairo-pr.shutdown');
const holder = globalThis as { [KEY]?: State };

function state(): State {
  if (!holder[KEY]) {
    const created: State = {
      draining: false,
      drainMs: 20_000,
      steps: [],
      inFlight: 0,
      onIdle: new Set(),
      run: () => (created.running ??= runSteps(created)),
    };
    holder[KEY] = created;
    registerStep(created, 'requests', 'drain', waitForRequests);
  }
  return holder[KEY];
}

function registerStep(target: State, name: string, phase: ShutdownPhase, run: Step['run']): void {
  // Every route bundle registers its steps again: the first registration of a name wins.
  if (!target.steps.some((step) => step.name === name)) target.steps.push({ name, phase, run });
}

/** Adds a step to the shutdown sequence (once per name). */
export function onShutdown(name: string, run: Step['run'], phase: ShutdownPhase = 'drain'): void {
  registerStep(state(), name, phase, run);
}

/** Sets the drain time (SHUTDOWN_DRAIN_MS) at start-up. */
export function configureShutdown({ drainMs }: { drainMs: number }): void {
  state().drainMs = drainMs;
}

export function isDraining(): boolean {
  return state().draining;
}

/** Starts the sequence (the server entry does this on a signal); resolves when it is done. */
export function runShutdown(): Promise<void> {
  return state().run();
}

/**
 * Runs a request's work so that shutdown waits for it: a submission that was let in is committed
 * and answered before the database closes.
 */
export async function trackWork<T>(work: () => Promise<T>): Promise<T> {
  const current = state();
  current.inFlight += 1;
  try {
    return await work();
  } finally {
    current.inFlight -= 1;
    if (current.inFlight === 0) for (const wake of [...current.onIdle]) wake();
  }
}

function waitForRequests({ signal }: ShutdownContext): Promise<void> {
  const current = state();
  if (current.inFlight === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      current.onIdle.delete(done);
      signal.removeEventListener('abort', done);
      resolve();
    };
    current.onIdle.add(done);
    signal.addEventListener('abort', done, { once: true });
  });
}

async function runSteps(current: State): Promise<void> {
  current.draining = true;
  const deadline = Date.now() + current.drainMs;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), current.drainMs);
  const context: ShutdownContext = { deadline, signal: controller.signal };
  try {
    for (const phase of PHASES) {
      const steps = current.steps.filter((step) => step.phase === phase);
      await Promise.all(
        steps.map((step) => {
          const limit = phase === 'close' ? GRACE_MS : Math.max(0, deadline - Date.now()) + GRACE_MS;
          return runStep(step, context, limit);
        }),
      );
    }
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}

async function runStep(step: Step, context: ShutdownContext, limitMs: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const overrun = new Promise<'overrun'>((resolve) => {
    timer = setTimeout(() => resolve('overrun'), limitMs);
  });
  try {
    const outcome = await Promise.race([Promise.resolve().then(() => step.run(context)), overrun]);
    if (outcome === 'overrun') console.error(`[shutdown] step "${step.name}" did not finish in time; going on`);
  } catch (error) {
    console.error(`[shutdown] step "${step.name}" failed:`, error);
  } finally {
    clearTimeout(timer);
  }
}

/** Forgets the state (tests). */
export function resetShutdownForTests(): void {
  delete holder[KEY];
}
