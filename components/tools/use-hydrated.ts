'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/** False in the server HTML, true once React runs in the browser (tests wait on it before typing). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
