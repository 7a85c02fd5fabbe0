'use client';

import { useCallback, useEffect, useRef } from 'react';

/** A tool may be submitted only after the page has been open this long (docs/behaviour.md#pr-credibility-checker). */
const MIN_DWELL_MS = 3000;

/** Whether the page has been open long enough since the tool mounted. */
export function useDwell(minMs = MIN_DWELL_MS): () => boolean {
  const mountedAt = useRef<number | null>(null);
  useEffect(() => {
    mountedAt.current = Date.now();
  }, []);
  return useCallback(() => mountedAt.current !== null && Date.now() - mountedAt.current >= minMs, [minMs]);
}
