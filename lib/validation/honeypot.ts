/**
 * The decoy field every form and tool body may carry. People never see it, so a filled value marks a
 * bot: the API answers as if it succeeded and stores nothing.
 */
export const HONEYPOT_FIELD = 'website';

export function isHoneypotFilled(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  if (value === undefined || value === null || value === false) return false;
  return typeof value === 'string' ? value.trim() !== '' : true;
}
