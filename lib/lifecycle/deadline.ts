/**
 * A signal that aborts with a TimeoutError after `ms`. The timer holds the controller strongly:
 * on Node 20 an `AbortSignal.timeout()` passed only into `AbortSignal.any()` can be collected before
 * it fires, and a hung provider call then waited far past its timeout (seen in the resilience suite).
 */
export function deadline(ms: number): AbortSignal {
  const controller = new AbortController();
  setTimeout(() => controller.abort(new DOMException('The operation timed out.', 'TimeoutError')), ms).unref();
  return controller.signal;
}
