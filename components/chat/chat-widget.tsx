import { IntlMessages, Link } from '#i18n';
import { getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';
import { site } from '@/lib/config/site';
import { pickMessages } from '@/lib/i18n/messages';
import { currentLocale } from '@/lib/i18n/server';
import { ChatLauncher } from './chat-launcher';
import { ChatContactFallback } from './contact-fallback';
import { ContactStep } from './contact-step';
import { closeClass, closeIcon, PanelHeader, panelClass } from './panel-frame';

const FALLBACK_ID = 'chat-contact';

// The browser's popover and dialog box (margin, border, padding, fit-content size) undone, so the
// panel looks as the scripted one does; hidden while closed, which `flex` would otherwise override.
const fallbackClass = `${panelClass} not-open:hidden m-0 h-dvh w-full max-w-none border-0 p-0`;

/**
 * The chat widget in the root layout, so it survives client navigation. Only the launcher ships
 * with the page; the panel's code loads when the launcher is first used. Without JavaScript the
 * launcher opens the contact step in <noscript> instead (docs/architecture.md#forms-without-javascript).
 * Its islands read the page language's Chat messages, which only this provider ships (docs/i18n.md#chat).
 */
export async function ChatWidget() {
  const locale = await currentLocale();
  const t = await getTranslations('Chat');
  return (
    <IntlMessages locale={locale} messages={pickMessages(locale, ['Chat'])}>
      <ChatLauncher brand={site.brand} fallbackId={FALLBACK_ID} />
      <noscript>
        <ChatContactFallback
          id={FALLBACK_ID}
          className={fallbackClass}
          title={<PanelHeader titleId={`${FALLBACK_ID}-title`} subtitle={t('subtitleContact')} />}
          closeClassName={closeClass}
          closeIcon={closeIcon}
          fields={
            <ContactStep idPrefix={FALLBACK_ID}>
              <Button type="submit" size="md" block>
                {t('startChatting')}
              </Button>
            </ContactStep>
          }
          sent={
            <div role="status" className="flex-1 space-y-3 px-5 py-6 text-sm">
              <p className="font-semibold">{t('contactSaved')}</p>
              <p className="text-muted">
                {t.rich('noscriptBody', {
                  link: (chunks) => (
                    <Link
                      href="/contact"
                      className="font-semibold text-brand underline underline-offset-2"
                    >
                      {chunks}
                    </Link>
                  ),
                })}
              </p>
            </div>
          }
        />
      </noscript>
    </IntlMessages>
  );
}
