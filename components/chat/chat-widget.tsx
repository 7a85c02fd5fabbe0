import { site } from '@/lib/config/site';
import { ChatLauncher } from './chat-launcher';
import { ChatContactFallback } from './contact-fallback';

const FALLBACK_ID = 'chat-contact';

/**
 * The chat widget in the root layout, so it survives client navigation. Only the launcher ships
 * with the page; the panel's code loads when the launcher is first used. Without JavaScript the
 * launcher opens the contact step in <noscript> instead (docs/architecture.md#forms-without-javascript).
 */
export function ChatWidget() {
  return (
    <>
      <ChatLauncher brand={site.brand} fallbackId={FALLBACK_ID} />
      <noscript>
        <ChatContactFallback id={FALLBACK_ID} />
      </noscript>
    </>
  );
}
