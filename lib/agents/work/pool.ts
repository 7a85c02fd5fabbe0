import type { Worker } from 'node:worker_threads';

/** The task ran past its time budget; its worker was stopped. */
export class WorkTimeoutError extends Error {}
/** More tasks are waiting than the pool accepts. */
export class WorkQueueFullError extends Error {}

type Reply = { ok: true; value: unknown } | { ok: false; error: string };

type Task = {
  message: unknown;
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
  maxQueued: number;
};

/**
 * A fixed set of worker threads running one task each at a time, with a hard time budget per task:
 * a task that overruns is ended by terminating its thread (a running computation cannot be
 * interrupted any other way), and a fresh worker takes the slot. Written here rather than taken from
 * piscina because the bundler only bundles a worker created as `new Worker(new URL(…))` at the call
 * site, which `createWorker` keeps in the caller's hands.
 */
export class WorkerPool {
  private readonly slots: Slot[];
  private readonly queue: Task[] = [];
  private closed = false;

  constructor(private readonly options: WorkerPoolOptions) {
    this.slots = Array.from({ length: Math.max(1, options.size) }, () => ({ worker: null, online: false, task: null }));
  }

  run<T>(message: unknown, signal?: AbortSignal): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (this.closed) return reject(new Error('The worker pool is closed.'));
      if (signal?.aborted) return reject(signal.reason ?? new Error('aborted'));
      if (this.queue.length >= this.options.maxQueued) {
        return reject(new WorkQueueFullError(`More than ${this.options.maxQueued} tasks are waiting.`));
      }
      const task: Task = { message, resolve: resolve as (value: unknown) => void, reject, signal };
      if (signal) {
        task.onAbort = () => this.abort(task);
        signal.addEventListener('abort', task.onAbort, { once: true });
      }
      this.queue.push(task);
      this.dispatch();
    });
  }

  /** Stops every worker; waiting and running tasks are rejected. */
  async close(): Promise<void> {
    this.closed = true;
    const error = new Error('The worker pool is closed.');
    for (const task of this.queue.splice(0)) this.settle(task, error);
    await Promise.all(
      this.slots.map(async (slot) => {
        if (slot.task) this.finish(slot, error);
        const worker = slot.worker;
        slot.worker = null;
        await worker?.terminate();
      }),
    );
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (this.queue.length === 0) return;
      if (slot.task) continue;
      const task = this.queue.shift()!;
      slot.task = task;
      const worker = (slot.worker ??= this.start(slot));
      if (slot.online) this.startBudget(slot);
      worker.postMessage(task.message);
    }
  }

  private startBudget(slot: Slot): void {
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

  private replace(slot: Slot): void {
    const worker = slot.worker;
    slot.worker = null;
    void worker?.terminate();
    this.dispatch();
  }

  private abort(task: Task): void {
    const queued = this.queue.indexOf(task);
    if (queued >= 0) {
      this.queue.splice(queued, 1);
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
    if (task) this.settle(task, error, value);
  }

  private settle(task: Task, error: unknown, value?: unknown): void {
    if (task.onAbort) task.signal?.removeEventListener('abort', task.onAbort);
    if (error) task.reject(error);
    else task.resolve(value);
  }
}
