import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ArticleBody } from '@/components/newsroom/article-body';
import { FeedCard } from '@/components/newsroom/feed-card';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { ButtonLink } from '@/components/ui/button-link';
import { JsonLd } from '@/components/seo/json-ld';
import { absoluteUrl, site } from '@/lib/config/site';
import { getArticle, getArticles } from '@/lib/content';
import { articlePath, relatedArticles } from '@/lib/newsroom/articles';
import { articleJsonLd } from '@/lib/newsroom/json-ld';
import { renderMarkdown } from '@/lib/newsroom/markdown';
import { articleToFeedItem } from '@/lib/newsroom/source';
import { formatShortDate } from '@/lib/newsroom/text';
import { homeCrumb } from '@/lib/seo/breadcrumbs';
import { buildMetadata, shareImage } from '@/lib/seo/metadata';

type Params = { params: Promise<{ slug: string }> };

// The build prerenders every article; a file added later renders on its first request once the
// 'articles' tag is revalidated, and a slug without a file is a 404.
export const dynamicParams = true;

// Editors refresh articles by tag (POST /api/revalidate); the hour bounds how long a shared cache
// keeps an answer, a 404 of a slug published later included (docs/operations.md#caching).
export const revalidate = 3600;

export async function generateStaticParams(): Promise<{ slug: string }[]> {
  return (await getArticles()).map((article) => ({ slug: article.slug }));
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const article = await getArticle((await params).slug);
  if (!article) return {};
  return buildMetadata({
    title: article.title,
    description: article.description,
    path: articlePath(article.slug),
    keywords: [article.category],
    type: 'article',
    publishedTime: `${article.date}T00:00:00.000Z`,
    authors: [article.author],
  });
}

export default async function ArticlePage({ params }: Params) {
  const article = await getArticle((await params).slug);
  if (!article) notFound();

  const isPressRelease = article.category === site.newsroomCategory;
  const back = isPressRelease ? { name: 'PR Studio', path: '/pr-studio' } : { name: 'Blog', path: '/blog' };
  const url = absoluteUrl(articlePath(article.slug));
  const siteOrigin = new URL(site.url).origin;
  const related = relatedArticles(await getArticles(), article).map((other) => articleToFeedItem(other, absoluteUrl));

  return (
    <>
      <article className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <Breadcrumbs crumbs={[homeCrumb, back, { name: article.title, path: articlePath(article.slug) }]} />
        <header className="mt-6">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand">{article.category}</p>
          <h1 className="mt-3 text-3xl font-bold leading-tight tracking-tight sm:text-4xl">{article.title}</h1>
          <p className="mt-4 text-lg leading-relaxed text-muted">{article.description}</p>
          <dl className="mt-6 flex flex-wrap gap-x-6 gap-y-2 border-y border-border py-4 text-sm">
            <div className="flex gap-1.5">
              <dt className="text-muted">By</dt>
              <dd className="font-medium">{article.author}</dd>
            </div>
            <div className="flex gap-1.5">
              <dt className="text-muted">Published</dt>
              <dd className="font-medium">
                <time dateTime={article.date}>{formatShortDate(`${article.date}T00:00:00.000Z`)}</time>
              </dd>
            </div>
            <div className="flex gap-1.5">
              <dt className="sr-only">Reading time</dt>
              <dd className="font-medium">{article.readingMinutes} min read</dd>
            </div>
          </dl>
        </header>
        <div className="mt-8">
          <ArticleBody html={renderMarkdown(article.body, siteOrigin)} />
        </div>
        <aside className="mt-12 rounded-2xl border border-border bg-card p-6">
          <h2 className="text-lg font-semibold">Have news investors should notice?</h2>
          <p className="mt-2 text-sm text-muted">
            We write and distribute press releases for Web3, fintech and tech companies, with publication within{' '}
            {site.publicationDays} days.
          </p>
          <ButtonLink href="/contact" size="md" className="mt-4">
            Book a Discovery Call
          </ButtonLink>
        </aside>
      </article>
      {related.length > 0 && (
        <section aria-labelledby="related-heading" className="mx-auto max-w-7xl px-4 pb-8 sm:px-6">
          <h2 id="related-heading" className="text-2xl font-bold tracking-tight">
            Related articles
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {related.map((item) => (
              <li key={item.guid}>
                <FeedCard item={item} siteOrigin={siteOrigin} headingLevel="h3" />
              </li>
            ))}
          </ul>
        </section>
      )}
      <JsonLd
        data={articleJsonLd(article, {
          url,
          newsroomCategory: site.newsroomCategory,
          image: { url: absoluteUrl(shareImage.path), width: shareImage.width, height: shareImage.height },
          publisher: { name: site.brand, url: absoluteUrl('/'), logoUrl: absoluteUrl('/icon.svg') },
        })}
      />
    </>
  );
}
