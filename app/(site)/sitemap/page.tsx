import { absoluteUrl } from '@/lib/config/site';
import { buildMetadata } from '@/lib/seo/metadata';
import { sitemapXml, specSitemapPaths } from '@/lib/seo/public-routes';

export const metadata = buildMetadata({
  title: 'Sitemap',
  description: 'The XML sitemap of the site: every public page search engines should read.',
  path: '/sitemap',
});

export default function SitemapPage() {
  const xml = sitemapXml(specSitemapPaths.map((p) => absoluteUrl(p)));
  return (
    <section className="mx-auto max-w-4xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold">Sitemap</h1>
      <p className="mt-2 text-muted">
        The machine-readable version is at <a className="text-brand underline" href="/sitemap.xml">/sitemap.xml</a>.
      </p>
      <pre className="mt-6 overflow-x-auto rounded-lg border border-border bg-card p-4 text-sm" data-testid="sitemap-xml">
        {xml}
      </pre>
    </section>
  );
}
