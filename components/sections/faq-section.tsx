import { getTranslations } from 'next-intl/server';
import { getFaqItems } from '@/lib/provider/content';
import { currentLocale } from '@/lib/i18n/server';
import type { FaqItem } from '@/lib/content/schemas';
import { Link } from '#i18n';
import { contentLang } from './content-lang';
import { FaqAccordionClient } from './faq-accordion-client';
import { HeadingSection } from '@/components/sections/page-header';
import { textLink } from './styles';

type FaqSectionProps = {
  /** Default: the FAQ file's items, in the page's language. */
  items?: FaqItem[];
  /** With `items`: set when they are served in another language than the page's. */
  lang?: string;
  /** Default: "Frequently Asked Questions" in the page's language. */
  title?: string;
  intro?: string;
  /** Adds a link to the full FAQ page under the accordion. */
  linkToFaqPage?: boolean;
  id?: string;
};

export async function FaqSection({
  items,
  lang,
  title,
  intro,
  linkToFaqPage = false,
  id = 'faq-heading',
}: FaqSectionProps) {
  const [t, locale] = await Promise.all([getTranslations('Faq'), currentLocale()]);
  const [shown, shownLang] = items
    ? [items, lang]
    : await Promise.all([getFaqItems(locale), contentLang('faq', locale)]);
  return (
    <HeadingSection width="narrow" id={id} eyebrow={t('eyebrow')} title={title ?? t('title')} intro={intro}>
      <div className="mt-10">
        <FaqAccordionClient items={shown} lang={shownLang} />
      </div>
      {linkToFaqPage && (
        <p className="mt-6 text-center">
          <Link href="/faq" className={textLink}>
            {t('seeAll')}
          </Link>
        </p>
      )}
    </HeadingSection>
  );
}
