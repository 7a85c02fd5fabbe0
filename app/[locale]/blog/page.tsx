import { BlogClient } from '@/components/newsroom/blog-client';
import { ListingShell } from '@/components/newsroom/listing-shell';
import { absoluteUrl, site } from '@/lib/config/site';
import { getFeedItems } from '@/lib/newsroom/feed';
import { blogCategoryItems } from '@/lib/newsroom/filters';
import { buildMetadata } from '@/lib/seo/metadata';

export const revalidate = 300;

const description =
  'PR tips and guides, Web3 and crypto communications, digital marketing and our latest offers: practical articles for founders who want coverage investors notice.';

export const metadata = buildMetadata({
  title: 'Blog',
  description,
  path: '/blog',
  keywords: ['PR tips', 'press release guide', 'crypto PR', 'digital marketing for startups'],
});

export default async function BlogPage() {
  const items = blogCategoryItems(await getFeedItems());
  return (
    <ListingShell
      eyebrow="Blog"
      title="Insights for founders who want to be noticed"
      intro={
        <p>
          Practical guides from the {site.brand} editors: how to write releases that get published, how to communicate
          in Web3 and crypto, how to turn coverage into marketing, and what our packages include.
        </p>
      }
      collection={{ name: 'Blog', description, url: absoluteUrl('/blog'), items }}
    >
      <BlogClient initialItems={items} siteOrigin={new URL(site.url).origin} />
    </ListingShell>
  );
}
