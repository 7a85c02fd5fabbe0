import type { ReactNode } from 'react';
import { JsonLd } from '@/components/seo/json-ld';
import { PageIntro } from '@/components/newsroom/page-intro';
import { collectionJsonLd } from '@/lib/newsroom/json-ld';

type Props = {
  /** Above the heading (breadcrumbs on an archive page). */
  before?: ReactNode;
  eyebrow: string;
  title: string;
  intro: ReactNode;
  /** The collection's structured data: its name, description, address and the items listed. */
  collection: Parameters<typeof collectionJsonLd>[0];
  children: ReactNode;
};

/** The shell of every newsroom listing (Blog, PR Studio and its archive pages): heading, list, structured data. */
export function ListingShell({ before, eyebrow, title, intro, collection, children }: Props) {
  return (
    <section className="mx-auto max-w-7xl space-y-12 px-4 py-16 sm:px-6">
      {before}
      <PageIntro eyebrow={eyebrow} title={title}>
        {intro}
      </PageIntro>
      {children}
      <JsonLd data={collectionJsonLd(collection)} />
    </section>
  );
}
