const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Runs the retention clean-up every hour in the background (start-up runs it once before the first
 * request); returns the function that stops it. The timer never keeps the process alive.
 */
export function scheduleRetention(cleanup: () => Promise<number>): () => void {
  const timer = setInterval(() => {
    cleanup().then(
      (deleted) => {
        if (deleted > 0) console.log(`[embedded provider] deleted ${deleted} idle conversation(s)`);
      },
      (error) => console.error('[embedded provider] conversation cleanup failed:', error),
    );
  }, CLEANUP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
