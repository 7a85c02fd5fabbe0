import Link from 'next/link';
import { absoluteUrl, site } from '@/lib/config/site';
import { getArticles } from '@/lib/content';
import { articlesForLocale } from '@/lib/newsroom/translations';
import { buildMetadata } from '@/lib/seo/metadata';
import { sitemapSections, sitemapXml } from '@/lib/seo/public-routes';

export const metadata = buildMetadata({
  title: 'Sitemap',
  description:
    'Every public page of the site: the pages, all press releases and all blog articles, also as XML for search engines.',
  path: '/sitemap',
});

export default async function SitemapPage() {
  const sections = sitemapSections(articlesForLocale(await getArticles(), 'en'), site.newsroomCategory);
  const xml = sitemapXml(sections.flatMap((section) => section.links.map((link) => absoluteUrl(link.path))));
  return (
    <section aria-labelledby="sitemap-heading" className="mx-auto max-w-4xl px-4 py-16 sm:px-6">
      <h1 id="sitemap-heading" className="text-3xl font-bold">
        Sitemap
      </h1>
      <p className="mt-2 text-muted">
        Every page of the site. The machine-readable version is at{' '}
        <a className="text-brand underline" href="/sitemap.xml">
          /sitemap.xml
        </a>
        .
      </p>
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={`sitemap-${section.id}`} className="mt-10">
          <h2 id={`sitemap-${section.id}`} className="text-xl font-semibold">
            {section.title}
          </h2>
          <ul className="mt-4 grid gap-2 sm:grid-cols-2" data-testid={`sitemap-${section.id}`}>
            {section.links.map((link) => (
              <li key={link.path}>
                <Link href={link.path} className="text-brand underline-offset-4 hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <details className="mt-10">
        <summary className="cursor-pointer font-semibold">The same list as XML</summary>
        <pre
          className="mt-4 overflow-x-auto rounded-lg border border-border bg-card p-4 text-sm"
          data-testid="sitemap-xml"
        >
          {xml}
        </pre>
      </details>
    </section>
  );
}
