/** Worker-thread entry: runs one agent step per message and answers with its result or error. */
import { parentPort } from 'node:worker_threads';
import { runAgentWork, type AgentWork } from './tasks';

parentPort?.on('message', (work: AgentWork) => {
  try {
    parentPort?.postMessage({ ok: true, value: runAgentWork(work) });
  } catch (error) {
    parentPort?.postMessage({ ok: false, error: error instanceof Error ? error.message : String(error) });
  }
});
