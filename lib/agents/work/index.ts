/**
 * Runs the local agents' CPU-bound steps off the request thread, in a small pool of worker threads
 * with a hard time budget (AGENT_WORK_TIMEOUT_MS): no message, however crafted, can hold up other
 * requests, and a step that overruns is stopped and fails the reply with the usual `error` event.
 */
import 'server-only';
import { Worker } from 'node:worker_threads';
import { serverEnv } from '@/lib/config/env';
import { WorkerPool } from './pool';
import { runAgentWork, type AgentWork } from './tasks';

/** Tasks waiting for a free worker beyond this are refused rather than piling up. */
const MAX_QUEUED = 64;

// Shared through globalThis, as the provider is: route bundles must not each start their own pool.
const KEY = Symbol.for('kairo-pr.agent-work');
const holder = globalThis as { [KEY]?: WorkerPool };

function pool(): WorkerPool {
  const env = serverEnv();
  holder[KEY] ??= new WorkerPool({
    // Spelled out here so the bundler emits the worker entry with its own dependencies.
    createWorker: () => new Worker(new URL('./agent-worker.ts', import.meta.url)),
    size: env.AGENT_WORKERS,
    timeoutMs: env.AGENT_WORK_TIMEOUT_MS,
    maxQueued: MAX_QUEUED,
  });
  return holder[KEY];
}

/**
 * The result of one agent step. Unit tests run on the TypeScript sources, which a worker thread
 * cannot load, so under Vitest the step runs in-process; the pool itself is tested with a plain
 * JavaScript worker, and the built server always uses the pool.
 */
export async function runInWorker(work: AgentWork, signal?: AbortSignal): Promise<string> {
  if (process.env.VITEST) return runAgentWork(work);
  return pool().run<string>(work, signal);
}

/** Stops the workers (graceful shutdown, tests). */
export async function closeAgentWorkers(): Promise<void> {
  const current = holder[KEY];
  delete holder[KEY];
  await current?.close();
}
