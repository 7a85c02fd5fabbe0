import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { FeedList } from '@/components/newsroom/feed-list';
import { PrStudioPagination } from '@/components/newsroom/pr-studio-pagination';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { JsonLd } from '@/components/seo/json-ld';
import { absoluteUrl, site } from '@/lib/config/site';
import { getFeedItems } from '@/lib/newsroom/feed';
import { newsroomItems } from '@/lib/newsroom/filters';
import { collectionJsonLd } from '@/lib/newsroom/json-ld';
import { PR_STUDIO_PATH, pageCount, paginate, parsePageNumber, prStudioPagePath } from '@/lib/newsroom/pagination';
import { homeCrumb } from '@/lib/seo/breadcrumbs';
import { buildMetadata } from '@/lib/seo/metadata';

type Params = { params: Promise<{ n: string }> };

export const revalidate = 300;

async function pressReleases() {
  return newsroomItems(await getFeedItems(), site.newsroomCategory);
}

// The pages known at build time are prerendered; a page that appears later (an editor added
// releases and revalidated) renders on demand, and a number past the last page is a 404.
export const dynamicParams = true;

export async function generateStaticParams(): Promise<{ n: string }[]> {
  const pages = pageCount((await pressReleases()).length);
  return Array.from({ length: pages - 1 }, (_, index) => ({ n: String(index + 2) }));
}

function description(page: number): string {
  return `Older press releases from the ${site.brand} newsroom, page ${page}: funding rounds, licences, launches and agency news from Web3, fintech and tech companies across Asia.`;
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const page = parsePageNumber((await params).n);
  if (!page || page < 2) return {};
  return buildMetadata({
    title: `PR Studio, page ${page}`,
    description: description(page),
    path: prStudioPagePath(page),
  });
}

export default async function PrStudioArchivePage({ params }: Params) {
  const page = parsePageNumber((await params).n);
  // Page 1 is /pr-studio itself, and nothing links to /pr-studio/page/1.
  const current = page && page > 1 ? paginate(await pressReleases(), page) : undefined;
  if (!current) notFound();

  const path = prStudioPagePath(current.page);
  return (
    <section className="mx-auto max-w-7xl space-y-8 px-4 py-16 sm:px-6">
      <Breadcrumbs
        crumbs={[homeCrumb, { name: 'PR Studio', path: PR_STUDIO_PATH }, { name: `Page ${current.page}`, path }]}
      />
      <header className="max-w-3xl">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand">PR Studio</p>
        <h1 className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">
          Press releases, page {current.page} of {current.pages}
        </h1>
        <p className="mt-4 text-lg leading-relaxed text-muted">
          Earlier announcements from {site.brand} and the companies we represent, newest first.
        </p>
      </header>
      <FeedList items={current.items} siteOrigin={new URL(site.url).origin} label="Press releases" />
      <PrStudioPagination page={current.page} pages={current.pages} />
      <JsonLd
        data={collectionJsonLd({
          name: `PR Studio, page ${current.page}`,
          description: description(current.page),
          url: absoluteUrl(path),
          items: current.items,
        })}
      />
    </section>
  );
}
