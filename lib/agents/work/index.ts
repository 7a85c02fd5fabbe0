/**
 * Runs the local agents' CPU-bound steps off the request thread, in a small pool of worker threads
 * with a hard time budget (AGENT_WORK_TIMEOUT_MS): no message, however crafted, can hold up other
 * requests, and a step that overruns is stopped and fails the reply with the usual `error` event.
 * Steps are shared fairly between clients (docs/behaviour.md#agent-work): the provider runs each
 * reply inside `asClient` with the key the rate limits use, and the pool takes clients in turn.
 */
import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { serverEnv } from '@/lib/config/env';
import { WorkerPool } from './pool';
import { runAgentWork, type AgentWork } from './tasks';

/** Tasks waiting for a free worker beyond this are refused rather than piling up. */
const MAX_QUEUED = 64;

/**
 * Without AGENT_WORKERS: one per core, at least two (so one long step never holds every reply up,
 * even on one core, where the threads take turns) and at most four (steps are short; the request
 * thread needs the cores too).
 */
export function defaultAgentWorkers(cores = availableParallelism()): number {
  return Math.min(4, Math.max(2, cores));
}

// Shared through globalThis, as the provider is: route bundles must not each start their own pool.
const KEY = Symbol.for('kairo-pr.agent-work');
const holder = globalThis as { [KEY]?: WorkerPool };

function pool(): WorkerPool {
  const env = serverEnv();
  holder[KEY] ??= new WorkerPool({
    // Spelled out here so the bundler emits the worker entry with its own dependencies.
    createWorker: () => new Worker(new URL('./agent-worker.ts', import.meta.url)),
    size: env.AGENT_WORKERS ?? defaultAgentWorkers(),
    timeoutMs: env.AGENT_WORK_TIMEOUT_MS,
    maxQueued: MAX_QUEUED,
  });
  return holder[KEY];
}

const CLIENT_KEY = Symbol.for('kairo-pr.agent-work.client');
const clients = ((globalThis as { [CLIENT_KEY]?: AsyncLocalStorage<string> })[CLIENT_KEY] ??=
  new AsyncLocalStorage<string>());

/** Runs `fn` with every agent step it starts counted against `client` (a rate-limit client key). */
export function asClient<T>(client: string | undefined, fn: () => T): T {
  return client === undefined ? fn() : clients.run(client, fn);
}

/**
 * The result of one agent step. Unit tests run on the TypeScript sources, which a worker thread
 * cannot load, so under Vitest the step runs in-process; the pool itself is tested with a plain
 * JavaScript worker, and the built server always uses the pool.
 */
export async function runInWorker(work: AgentWork, signal?: AbortSignal): Promise<string> {
  if (process.env.VITEST) return runAgentWork(work);
  if (work.kind === 'warm') {
    await pool().warm(work);
    return '';
  }
  return pool().run<string>(work, { signal, client: clients.getStore() });
}

/** Stops the workers (graceful shutdown, tests). */
export async function closeAgentWorkers(): Promise<void> {
  const current = holder[KEY];
  delete holder[KEY];
  await current?.close();
}
