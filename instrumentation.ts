/**
 * Next.js calls this once when the server starts. Everything it does lives in
 * lib/boot/startup.ts, loaded only in the Node.js runtime and not while building.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startServer } = await import('./lib/boot/startup');
  await startServer();
}
