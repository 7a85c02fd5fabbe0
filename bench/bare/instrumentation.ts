/**
 * The bare page has no start-up work. Without this file Next.js would take the repository's own
 * instrumentation.ts (the Turbopack root is the repository), which needs the site's modules.
 */
export function register(): void {}
