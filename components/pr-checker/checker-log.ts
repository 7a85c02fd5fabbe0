export const log = (message: string, error?: unknown) => console.error(`[pr-checker] ${message}`, error ?? '');
