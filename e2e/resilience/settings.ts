/** PROVIDER_TIMEOUT_MS of the resilience server: short, so hanging calls end quickly. */
export const RESILIENCE_TIMEOUT_MS = 1500;

/** How late past the provider timeout an answer may still come (Next's own work, a busy machine). */
export const ANSWER_MARGIN_MS = 1500;

/** The bad provider's control endpoint (its port is chosen by playwright.resilience.config.ts). */
export function controlUrl(): string {
  return `http://127.0.0.1:${process.env.RESILIENCE_PROVIDER_PORT}/__control`;
}
