import { site } from '@/lib/config/site';
import { ChatLauncher } from './chat-launcher';

/**
 * The chat widget in the root layout, so it survives client navigation. Only the launcher ships
 * with the page; the panel's code loads when the launcher is first used.
 */
export function ChatWidget() {
  return <ChatLauncher brand={site.brand} />;
}
