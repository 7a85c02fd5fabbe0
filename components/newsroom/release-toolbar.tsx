'use client';

import { useState } from 'react';

type Props = {
  /** The release's plain-text route, copied as it answers. */
  textHref: string;
  labels: { copy: string; copied: string; copyFailed: string; print: string };
};

const button =
  'rounded-full border border-border px-4 py-2 text-sm font-medium hover:border-brand focus-visible:outline-2 focus-visible:outline-brand';

/**
 * Copy as plain text and print, the two tools that need the browser (docs/behaviour.md#journalist-tools).
 * The text comes from the plain-text route, so the page does not carry the release twice.
 */
export function ReleaseToolbar({ textHref, labels }: Props) {
  const [status, setStatus] = useState('');
  async function copy() {
    try {
      const response = await fetch(textHref);
      if (!response.ok) throw new Error(String(response.status));
      await navigator.clipboard.writeText(await response.text());
      setStatus(labels.copied);
    } catch {
      setStatus(labels.copyFailed);
    }
  }
  return (
    <>
      <button type="button" onClick={copy} className={button}>
        {labels.copy}
      </button>
      <button type="button" onClick={() => window.print()} className={button}>
        {labels.print}
      </button>
      <span role="status" className="text-sm text-muted">
        {status}
      </span>
    </>
  );
}
