import type { Worker } from 'node:worker_threads';

/** The task ran past its time budget; its worker was stopped. */
export class WorkTimeoutError extends Error {}
/** More tasks are waiting than the pool accepts, in all or from this client. */
export class WorkQueueFullError extends Error {}

type Reply = { ok: true; value: unknown } | { ok: false; error: string };

type Task = {
  message: unknown;
  /** Whose task it is; the warm-up of a fresh worker belongs to nobody. */
  client: string | null;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  signal?: AbortSignal;
  onAbort?: () => void;
};

type Slot = {
  worker: Worker | null;
  /** The worker runs JavaScript: a fresh thread's start-up does not count against a task's budget. */
  online: boolean;
  task: Task | null;
  timer?: ReturnType<typeof setTimeout>;
};

export type WorkerPoolOptions = {
  /** Starts one worker; it answers each message with `{ ok: true, value }` or `{ ok: false, error }`. */
  createWorker: () => Worker;
  size: number;
  /** A task still running after this long is stopped by terminating its worker. */
  timeoutMs: number;
  /** Tasks waiting in all. */
  maxQueued: number;
  /** Tasks one client may have waiting; by default an eighth of `maxQueued` (at least one). */
  maxQueuedPerClient?: number;
  /** Workers one client may hold at once; by default half the pool (at least one). */
  maxRunningPerClient?: number;
};

export type RunOptions = { signal?: AbortSignal; client?: string };

const NO_CLIENT = 'unknown';

/**
 * A fixed set of worker threads running one task each at a time, with a hard time budget per task:
 * a task that overruns is ended by terminating its thread (a running computation cannot be
 * interrupted any other way), and a fresh worker takes the slot at once. Written here rather than
 * taken from piscina because the bundler only bundles a worker created as `new Worker(new URL(…))`
 * at the call site, which `createWorker` keeps in the caller's hands.
 *
 * Fair between clients (docs/behaviour.md#agent-work): a free worker goes to the waiting client
 * served least recently rather than first come first served, no client holds more than its share
 * of the workers or of the queue, and a replacement worker is started (and warmed) as soon as one
 * is stopped, so a client whose steps overrun spends its own turns, not other clients' waiting time.
 */
export class WorkerPool {
  private readonly slots: Slot[];
  /** Waiting tasks per client. */
  private readonly waiting = new Map<string, Task[]>();
  /** When each client with tasks waiting or running was last given a worker, counted in turns. */
  private readonly lastTurn = new Map<string, number>();
  private turns = 0;
  private queued = 0;
  private readonly running = new Map<string, number>();
  private readonly maxQueuedPerClient: number;
  private readonly maxRunningPerClient: number;
  /** Sent to every worker before its first task, so a replacement starts as ready as the first. */
  private warmUp: unknown;
  private closed = false;

  constructor(private readonly options: WorkerPoolOptions) {
    const size = Math.max(1, options.size);
    this.slots = Array.from({ length: size }, () => ({ worker: null, online: false, task: null }));
    this.maxQueuedPerClient = options.maxQueuedPerClient ?? Math.max(1, Math.floor(options.maxQueued / 8));
    this.maxRunningPerClient = options.maxRunningPerClient ?? Math.max(1, Math.floor(size / 2));
  }

  run<T>(message: unknown, { signal, client = NO_CLIENT }: RunOptions = {}): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (this.closed) return reject(new Error('The worker pool is closed.'));
      if (signal?.aborted) return reject(signal.reason ?? new Error('aborted'));
      const own = this.waiting.get(client);
      if (this.queued >= this.options.maxQueued) {
        return reject(new WorkQueueFullError(`More than ${this.options.maxQueued} tasks are waiting.`));
      }
      if ((own?.length ?? 0) >= this.maxQueuedPerClient) {
        return reject(new WorkQueueFullError(`More than ${this.maxQueuedPerClient} tasks of one client are waiting.`));
      }
      const task: Task = { message, client, resolve: resolve as (value: unknown) => void, reject, signal };
      if (signal) {
        task.onAbort = () => this.abort(task);
        signal.addEventListener('abort', task.onAbort, { once: true });
      }
      if (own) own.push(task);
      else this.waiting.set(client, [task]);
      this.queued++;
      this.dispatch();
    });
  }

  /**
   * Starts every worker with `message` as its first task (building indexes ahead of the first
   * question), and every replacement worker too. Resolves when the idle workers have run it.
   */
  async warm(message: unknown): Promise<void> {
    this.warmUp = message;
    await Promise.all(
      this.slots.filter((slot) => !slot.task).map((slot) => this.startWarm(slot).catch(() => undefined)),
    );
  }

  /** Stops every worker; waiting and running tasks are rejected. */
  async close(): Promise<void> {
    this.closed = true;
    const error = new Error('The worker pool is closed.');
    for (const tasks of this.waiting.values()) for (const task of tasks) this.settle(task, error);
    this.waiting.clear();
    this.queued = 0;
    await Promise.all(
      this.slots.map(async (slot) => {
        if (slot.task) this.finish(slot, error);
        const worker = slot.worker;
        slot.worker = null;
        await worker?.terminate();
      }),
    );
  }

  /**
   * The next task of the client served least recently among those below their share of the
   * workers (a client never served yet goes first).
   */
  private nextTask(): Task | undefined {
    let next: string | undefined;
    let lastTurn = Infinity;
    for (const client of this.waiting.keys()) {
      if ((this.running.get(client) ?? 0) >= this.maxRunningPerClient) continue;
      const turn = this.lastTurn.get(client) ?? -1;
      if (turn < lastTurn) [next, lastTurn] = [client, turn];
    }
    if (next === undefined) return undefined;
    const tasks = this.waiting.get(next)!;
    const task = tasks.shift()!;
    if (tasks.length === 0) this.waiting.delete(next);
    this.queued--;
    this.lastTurn.set(next, ++this.turns);
    return task;
  }

  /** A client with nothing waiting or running is forgotten, so the bookkeeping stays bounded. */
  private forgetIfIdle(client: string): void {
    if (!this.waiting.has(client) && !this.running.has(client)) this.lastTurn.delete(client);
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (this.queued === 0 || this.closed) return;
      if (slot.task) continue;
      const task = this.nextTask();
      if (!task) return;
      this.assign(slot, task);
    }
  }

  private assign(slot: Slot, task: Task): void {
    slot.task = task;
    if (task.client !== null) this.running.set(task.client, (this.running.get(task.client) ?? 0) + 1);
    const worker = (slot.worker ??= this.start(slot));
    if (slot.online) this.startBudget(slot);
    worker.postMessage(task.message);
  }

  private startWarm(slot: Slot): Promise<void> {
    return new Promise((resolve, reject) => {
      this.assign(slot, { message: this.warmUp, client: null, resolve: () => resolve(), reject });
    });
  }

  private startBudget(slot: Slot): void {
    // The warm-up runs the site's own content, not a visitor's text; under load it may take longer
    // than a step's budget, and stopping it would only start the same warm-up again.
    if (slot.task?.client === null) return;
    slot.timer = setTimeout(() => {
      this.finish(slot, new WorkTimeoutError(`The task ran past its ${this.options.timeoutMs} ms budget.`));
      this.replace(slot);
    }, this.options.timeoutMs);
  }

  private start(slot: Slot): Worker {
    const worker = this.options.createWorker();
    slot.online = false;
    // Idle workers must not keep the process alive (tests, scripts, shutdown).
    worker.unref();
    worker.on('online', () => {
      if (slot.worker !== worker) return;
      slot.online = true;
      if (slot.task) this.startBudget(slot);
    });
    worker.on('message', (reply: Reply) => {
      if (slot.worker !== worker || !slot.task) return;
      this.finish(slot, reply.ok ? undefined : new Error(reply.error), reply.ok ? reply.value : undefined);
      this.dispatch();
    });
    worker.on('error', (error) => {
      if (slot.worker !== worker) return;
      if (slot.task) this.finish(slot, error);
      slot.worker = null;
      this.dispatch();
    });
    worker.on('exit', () => {
      if (slot.worker !== worker) return;
      if (slot.task) this.finish(slot, new Error('The worker stopped.'));
      slot.worker = null;
      this.dispatch();
    });
    return worker;
  }

  /** Stops the slot's worker and starts its replacement now, warming it while the other slots work. */
  private replace(slot: Slot): void {
    const worker = slot.worker;
    slot.worker = null;
    void worker?.terminate();
    if (this.closed) return;
    if (this.warmUp !== undefined) {
      this.startWarm(slot).then(
        () => this.dispatch(),
        () => this.dispatch(),
      );
    } else {
      slot.worker = this.start(slot);
      this.dispatch();
    }
  }

  private abort(task: Task): void {
    const tasks = task.client === null ? undefined : this.waiting.get(task.client);
    const queued = tasks?.indexOf(task) ?? -1;
    if (tasks && queued >= 0) {
      tasks.splice(queued, 1);
      if (tasks.length === 0) this.waiting.delete(task.client!);
      this.queued--;
      this.forgetIfIdle(task.client!);
      this.settle(task, task.signal?.reason ?? new Error('aborted'));
      return;
    }
    const slot = this.slots.find((s) => s.task === task);
    if (!slot) return;
    this.finish(slot, task.signal?.reason ?? new Error('aborted'));
    this.replace(slot);
  }

  private finish(slot: Slot, error: unknown, value?: unknown): void {
    const task = slot.task;
    clearTimeout(slot.timer);
    slot.timer = undefined;
    slot.task = null;
    if (!task) return;
    if (task.client !== null) {
      const left = (this.running.get(task.client) ?? 1) - 1;
      if (left > 0) this.running.set(task.client, left);
      else this.running.delete(task.client);
      this.forgetIfIdle(task.client);
    }
    this.settle(task, error, value);
  }

  private settle(task: Task, error: unknown, value?: unknown): void {
    if (task.onAbort) task.signal?.removeEventListener('abort', task.onAbort);
    if (error) task.reject(error);
    else task.resolve(value);
  }
}
