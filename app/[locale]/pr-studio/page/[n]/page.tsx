import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { FeedList } from '@/components/newsroom/feed-list';
import { ListingShell } from '@/components/newsroom/listing-shell';
import { PrStudioPagination } from '@/components/newsroom/pr-studio-pagination';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { absoluteUrl, site } from '@/lib/config/site';
import { getFeedItems } from '@/lib/newsroom/feed';
import { newsroomItems } from '@/lib/newsroom/filters';
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
    <ListingShell
      before={
        <Breadcrumbs
          crumbs={[homeCrumb, { name: 'PR Studio', path: PR_STUDIO_PATH }, { name: `Page ${current.page}`, path }]}
        />
      }
      eyebrow="PR Studio"
      title={`Press releases, page ${current.page} of ${current.pages}`}
      intro={<p>Earlier announcements from {site.brand} and the companies we represent, newest first.</p>}
      collection={{
        name: `PR Studio, page ${current.page}`,
        description: description(current.page),
        url: absoluteUrl(path),
        items: current.items,
      }}
    >
      <FeedList items={current.items} siteOrigin={new URL(site.url).origin} label="Press releases" />
      <PrStudioPagination page={current.page} pages={current.pages} />
    </ListingShell>
  );
}
