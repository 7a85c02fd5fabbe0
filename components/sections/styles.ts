/**
 * Class strings shared by the content sections for containers, cards and text links; buttons are
 * components/ui/button. Colours come from the theme tokens in app/globals.css.
 */
export const container = 'mx-auto max-w-7xl px-4 sm:px-6';

export const narrowContainer = 'mx-auto max-w-4xl px-4 sm:px-6';

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

export const textLink = `font-semibold text-brand underline-offset-4 hover:underline ${focusRing}`;

export const card = 'rounded-2xl border border-border bg-card p-6';
