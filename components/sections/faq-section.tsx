import Link from 'next/link';
import { getFaqItems } from '@/lib/content';
import type { FaqItem } from '@/lib/content/schemas';
import { FaqAccordionClient } from './faq-accordion-client';
import { HeadingSection } from '@/components/ui/page-header';
import { textLink } from './styles';

type FaqSectionProps = {
  /** Default: the FAQ file's items. */
  items?: FaqItem[];
  title?: string;
  intro?: string;
  /** Adds a link to the full FAQ page under the accordion. */
  linkToFaqPage?: boolean;
  id?: string;
};

export async function FaqSection({
  items,
  title = 'Frequently Asked Questions',
  intro,
  linkToFaqPage = false,
  id = 'faq-heading',
}: FaqSectionProps) {
  return (
    <HeadingSection width="narrow" id={id} eyebrow="FAQ" title={title} intro={intro}>
      <div className="mt-10">
        <FaqAccordionClient items={items ?? (await getFaqItems())} />
      </div>
      {linkToFaqPage && (
        <p className="mt-6 text-center">
          <Link href="/faq" className={textLink}>
            See all questions on our FAQ page
          </Link>
        </p>
      )}
    </HeadingSection>
  );
}
