/**
 * Readiness: every check must answer within the timeout. A check resolves when its dependency
 * answers and throws otherwise. The reason names the failing check only: the error itself (hosts,
 * messages) goes to the server log, since the endpoint is public.
 */
export type ReadinessCheck = (signal: AbortSignal) => Promise<void>;

export type Readiness = { ready: true } | { ready: false; reason: string };

export async function checkReadiness(checks: Record<string, ReadinessCheck>, timeoutMs: number): Promise<Readiness> {
  const controller = new AbortController();
  const timedOut = new Promise<'timeout'>((resolve) => {
    const timer = setTimeout(() => resolve('timeout'), timeoutMs);
    controller.signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  });
  const failures = await Promise.all(
    Object.entries(checks).map(async ([name, check]) => {
      try {
        const outcome = await Promise.race([check(controller.signal).then(() => 'ok' as const), timedOut]);
        return outcome === 'ok' ? null : `${name} did not answer within ${timeoutMs} ms`;
      } catch (error) {
        console.error(`[health] readiness check "${name}" failed:`, error instanceof Error ? error.message : error);
        return `${name} is unavailable`;
      }
    }),
  );
  controller.abort();
  const failure = failures.find((reason) => reason !== null);
  return failure ? { ready: false, reason: failure } : { ready: true };
}
