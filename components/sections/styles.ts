/**
 * Class strings shared by the content sections, so buttons and containers look the same on every
 * page without a component per variant. Colours come from the theme tokens in app/globals.css.
 */
export const container = 'mx-auto max-w-7xl px-4 sm:px-6';

export const narrowContainer = 'mx-auto max-w-4xl px-4 sm:px-6';

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

export const primaryButton = `inline-flex items-center justify-center gap-2 rounded-full bg-brand px-6 py-3 text-sm font-semibold text-brand-foreground hover:opacity-90 ${focusRing}`;

export const secondaryButton = `inline-flex items-center justify-center gap-2 rounded-full border border-border bg-background px-6 py-3 text-sm font-semibold text-foreground hover:border-brand hover:text-brand ${focusRing}`;

export const textLink = `font-semibold text-brand underline-offset-4 hover:underline ${focusRing}`;

export const card = 'rounded-2xl border border-border bg-card p-6';

/** Opens an external page in a new tab without giving it access to this window. */
export const externalLinkProps = { target: '_blank', rel: 'noopener noreferrer' } as const;
