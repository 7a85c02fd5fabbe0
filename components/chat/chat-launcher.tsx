'use client';

import { useTranslations } from '#i18n';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';

const loadPanel = () => import('./chat-panel');

// React's own lazy rather than next/dynamic: the panel only ever renders after a click, so the
// server-rendering half of next/dynamic would be bytes on every page for nothing.
const ChatPanel = lazy(() => loadPanel().then((m) => ({ default: m.ChatPanel })));

function PanelLoading() {
  const t = useTranslations('Chat');
  return (
  <div
    role="status"
    className="fixed bottom-6 right-6 z-50 flex h-14 w-14 items-center justify-center rounded-full bg-brand text-brand-foreground shadow-lg"
  >
    <span className="sr-only">{t('loadingChat')}</span>
    <span
      aria-hidden="true"
      className="h-5 w-5 animate-spin rounded-full border-2 border-current border-t-transparent"
    />
  </div>
  );
}

const CHAT_PANEL_ID = 'chat-panel';

/**
 * The round launcher. The panel stays mounted after the first open, so the conversation and its
 * stream live on while the panel is closed; the launcher hides while the panel is open (the panel
 * has its own close button) and takes focus back when it closes. No aria-expanded: HTML forbids it
 * beside popovertarget, and a launcher that is hidden while the panel is open has no state to tell.
 */
export function ChatLauncher({ brand, fallbackId }: { brand: string; fallbackId: string }) {
  const t = useTranslations('Chat');
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const launcher = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (wasOpen.current && !open) launcher.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const close = useCallback(() => setOpen(false), []);
  const prefetch = () => void loadPanel();

  return (
    <>
      <button
        ref={launcher}
        type="button"
        aria-label={t('openChat')}
        aria-haspopup="dialog"
        aria-controls={loaded ? CHAT_PANEL_ID : undefined}
        hidden={open}
        // Without JavaScript the button opens the <noscript> contact step instead; with it, that
        // element does not exist and the attribute does nothing.
        popoverTarget={fallbackId}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        className="fixed bottom-6 right-6 z-30 flex h-14 w-14 items-center justify-center rounded-full bg-brand text-brand-foreground shadow-lg transition-transform hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand motion-reduce:transition-none motion-reduce:hover:scale-100"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-6 w-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />
        </svg>
      </button>
      {loaded && (
        <Suspense fallback={<PanelLoading />}>
          <ChatPanel id={CHAT_PANEL_ID} open={open} onClose={close} brand={brand} />
        </Suspense>
      )}
    </>
  );
}
