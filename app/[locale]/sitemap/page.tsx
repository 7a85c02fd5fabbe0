import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { absoluteUrl, site } from '@/lib/config/site';
import { getArticles } from '@/lib/provider/content';
import { languageTag, localeName } from '@/lib/i18n/locales';
import { currentLocale } from '@/lib/i18n/server';
import { sitemapArticles } from '@/lib/newsroom/translations';
import { buildMetadata } from '@/lib/seo/metadata';
import { sitemapSections, sitemapXml, type SitemapSection } from '@/lib/seo/public-routes';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Sitemap');
  return buildMetadata({
    title: t('metaTitle'),
    description: t('metaDescription'),
    path: '/sitemap',
    locale: await currentLocale(),
  });
}

const sectionTitleKey = {
  pages: 'pages',
  'press-releases': 'pressReleases',
  articles: 'articles',
} as const satisfies Record<SitemapSection['id'], string>;

export default async function SitemapPage() {
  const locale = await currentLocale();
  const t = await getTranslations('Sitemap');
  const sections = sitemapSections(sitemapArticles(await getArticles()), site.newsroomCategory, locale, (key) =>
    t(`pages.${key}`),
  );
  const xml = sitemapXml(sections.flatMap((section) => section.links.map((link) => absoluteUrl(link.href))));
  return (
    <section aria-labelledby="sitemap-heading" className="mx-auto max-w-4xl px-4 py-16 sm:px-6">
      <h1 id="sitemap-heading" className="text-4xl font-bold tracking-tight">
        {t('heading')}
      </h1>
      {/* Larger than the cookie banner's text, which appears a second after load: the first screen's
          largest text is what a phone measures as the page's largest paint. */}
      <p className="mt-4 text-xl text-muted">
        {t.rich('intro', {
          link: (chunks) => (
            <a className="text-brand underline" href="/sitemap.xml">
              {chunks}
            </a>
          ),
        })}
      </p>
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={`sitemap-${section.id}`} className="mt-10">
          <h2 id={`sitemap-${section.id}`} className="text-xl font-semibold">
            {t(`sections.${sectionTitleKey[section.id]}`)}
          </h2>
          <ul className="mt-4 grid gap-2 sm:grid-cols-2" data-testid={`sitemap-${section.id}`}>
            {section.links.map((link) => (
              <li key={link.href}>
                {/* The href is already in the page's language (next/link adds no prefix of its own). */}
                <Link
                  prefetch={false}
                  href={link.href}
                  lang={link.lang && languageTag[link.lang]}
                  hrefLang={link.lang && languageTag[link.lang]}
                  className="text-brand underline-offset-4 hover:underline"
                >
                  {link.label}
                </Link>
                {link.lang && <span className="ml-1 text-sm text-muted">({localeName[link.lang]})</span>}
              </li>
            ))}
          </ul>
        </section>
      ))}
      <details className="mt-10">
        <summary className="cursor-pointer font-semibold">{t('xmlSummary')}</summary>
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
