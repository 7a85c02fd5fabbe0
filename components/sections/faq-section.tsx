import { getTranslations } from 'next-intl/server';
import { getFaqItems } from '@/lib/content';
import type { FaqItem } from '@/lib/content/schemas';
import { Link } from '@/lib/i18n/navigation';
import { FaqAccordionClient } from './faq-accordion-client';
import { HeadingSection } from '@/components/ui/page-header';
import { textLink } from './styles';

type FaqSectionProps = {
  /** Default: the FAQ file's items. */
  items?: FaqItem[];
  /** Default: "Frequently Asked Questions" in the page's language. */
  title?: string;
  intro?: string;
  /** Adds a link to the full FAQ page under the accordion. */
  linkToFaqPage?: boolean;
  id?: string;
};

export async function FaqSection({ items, title, intro, linkToFaqPage = false, id = 'faq-heading' }: FaqSectionProps) {
  const t = await getTranslations('Faq');
  return (
    <HeadingSection width="narrow" id={id} eyebrow={t('eyebrow')} title={title ?? t('title')} intro={intro}>
      <div className="mt-10">
        <FaqAccordionClient items={items ?? (await getFaqItems())} />
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
