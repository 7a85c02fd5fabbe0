import { ListingShell } from '@/components/newsroom/listing-shell';
import { PrStudioClient } from '@/components/newsroom/pr-studio-client';
import { PrStudioPagination } from '@/components/newsroom/pr-studio-pagination';
import { absoluteUrl, site } from '@/lib/config/site';
import { getFeedItems } from '@/lib/newsroom/feed';
import { newsroomItems, prStudioItems } from '@/lib/newsroom/filters';
import { pageCount } from '@/lib/newsroom/pagination';
import { buildMetadata } from '@/lib/seo/metadata';

export const revalidate = 300;

const description =
  'Press releases from the Kairo PR newsroom: funding rounds, licences, launches and agency news from Web3, fintech and tech companies across Asia.';

export const metadata = buildMetadata({
  title: 'PR Studio',
  description,
  path: '/pr-studio',
  keywords: ['press releases', 'Web3 press releases', 'fintech announcements', 'Asia tech news'],
});

export default async function PrStudioPage() {
  const items = newsroomItems(await getFeedItems(), site.newsroomCategory);
  return (
    <ListingShell
      eyebrow="PR Studio"
      title="Press releases from our newsroom"
      intro={
        <p>
          The latest announcements from {site.brand} and the companies we represent — funding rounds, licences, product
          launches and agency news, written to the standard tier-1 editors publish.
        </p>
      }
      collection={{
        name: 'PR Studio',
        description,
        url: absoluteUrl('/pr-studio'),
        items: prStudioItems(items, site.newsroomCategory),
      }}
    >
      <PrStudioClient
        initialItems={items}
        newsroomCategory={site.newsroomCategory}
        siteOrigin={new URL(site.url).origin}
      />
      <PrStudioPagination page={1} pages={pageCount(items.length)} />
    </ListingShell>
  );
}
