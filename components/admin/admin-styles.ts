/** Class names the back office's forms and tables share. */
export const adminControl =
  'mt-1 block w-full rounded-lg border border-border bg-background px-3 py-2 text-foreground focus-visible:outline-2 focus-visible:outline-brand';

export const adminTable = 'w-full border-collapse text-left text-sm';
export const adminCaption = 'mb-2 text-left font-semibold';
export const adminHeadCell = 'border-b border-border px-2 py-2 font-semibold';
export const adminCell = 'border-b border-border px-2 py-2 align-top';
