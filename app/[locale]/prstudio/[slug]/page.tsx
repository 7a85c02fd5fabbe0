import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ArticleBody } from '@/components/newsroom/article-body';
import { ReleaseBackMatter } from '@/components/newsroom/release-back-matter';
import { ReleaseTools } from '@/components/newsroom/release-tools';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { JsonLd } from '@/components/seo/json-ld';
import { absoluteUrl, site } from '@/lib/config/site';
import { getArticles } from '@/lib/provider/content';
import { languageTag, localizedPath, type Locale } from '@/lib/i18n/locales';
import { currentLocale } from '@/lib/i18n/server';
import { articlePath, relatedArticles } from '@/lib/newsroom/articles';
import { TAB_MESSAGE_KEYS } from '@/lib/newsroom/categories';
import { articleJsonLd } from '@/lib/newsroom/json-ld';
import { renderMarkdown } from '@/lib/newsroom/markdown';
import { bodyWithDateline } from '@/lib/newsroom/release-text';
import { articleToFeedItem } from '@/lib/newsroom/source';
import {
  articleAlternates,
  articleView,
  articlesForLocale,
  canonicalArticlePath,
  localizeArticleHref,
} from '@/lib/newsroom/translations';
import { buildMetadata, shareImage } from '@/lib/seo/metadata';
import { SubscribeForm } from '@/components/newsroom/subscribe-form';
import { ArticleCallToAction, ArticleHeader, RelatedArticles } from './article-parts';

type Params = { params: Promise<{ slug: string }> };

// The build prerenders every article; a file added later renders on its first request once the
// 'articles' tag is revalidated, and a slug without a file is a 404.
export const dynamicParams = true;

// Editors refresh articles by tag (POST /api/revalidate); the hour bounds how long a shared cache
// keeps an answer, a 404 of a slug published later included (docs/operations.md#caching).
export const revalidate = 3600;

// Every language prerenders every slug: its own articles, the English ones it has no translation
// of, and the redirects from another language's slug to its translation (the language switcher
// keeps the slug; articleView decides).
export async function generateStaticParams(): Promise<{ slug: string }[]> {
  return (await getArticles()).map((article) => ({ slug: article.slug }));
}

async function view(params: Params['params'], locale: Locale) {
  return articleView(await getArticles(), (await params).slug, locale);
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const shown = await view(params, await currentLocale());
  if (shown.kind !== 'article') return {};
  const { article } = shown;
  const categories = await getTranslations({ locale: article.locale, namespace: 'Newsroom.categories' });
  const categoryKey = TAB_MESSAGE_KEYS[article.category as keyof typeof TAB_MESSAGE_KEYS];
  // An English fallback under /ko/… names the English page as canonical: it is the same text.
  return buildMetadata({
    title: article.title,
    description: article.description,
    path: articlePath(article.slug),
    locale: article.locale,
    alternates: articleAlternates(await getArticles(), article),
    // A blog category in the article's language; the newsroom's own category is a name.
    keywords: [categoryKey ? categories(categoryKey) : article.category],
    type: 'article',
    publishedTime: `${article.date}T00:00:00.000Z`,
    authors: [article.author],
    image: { path: localizedPath(`${articlePath(article.slug)}/share-image`, article.locale), alt: article.title },
  });
}

export default async function ArticlePage({ params }: Params) {
  const locale = await currentLocale();
  const shown = await view(params, locale);
  if (shown.kind === 'redirect') permanentRedirect(shown.path);
  if (shown.kind === 'missing') notFound();
  const { article, fallback } = shown;

  const t = await getTranslations('Newsroom');
  const articles = await getArticles();
  const isPressRelease = article.category === site.newsroomCategory;
  const back = isPressRelease
    ? { name: t('prStudio.eyebrow'), path: '/pr-studio' }
    : { name: t('blog.eyebrow'), path: '/blog' };
  const url = absoluteUrl(canonicalArticlePath(article));
  const siteOrigin = new URL(site.url).origin;
  const related = relatedArticles(
    articlesForLocale(articles, locale).filter((other) => other.translationKey !== article.translationKey),
    article,
  ).map((other) => articleToFeedItem(other, absoluteUrl, locale));
  // The article's own text keeps its language; the page's labels around it are in the page's.
  const lang = fallback ? languageTag[article.locale] : undefined;

  return (
    <>
      <article className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <Breadcrumbs
          crumbs={[
            // Unprefixed: the breadcrumbs put them in the page's language.
            { name: t('home'), path: '/' },
            back,
            { name: article.title, path: articlePath(article.slug) },
          ]}
        />
        {fallback && (
          <p role="note" className="mt-6 rounded-xl border border-border bg-card px-4 py-3 text-sm">
            {t('article.englishOnly')}
          </p>
        )}
        <ArticleHeader t={t} article={article} locale={locale} lang={lang} />
        <div lang={lang} className="mt-8">
          <ArticleBody
            html={renderMarkdown(bodyWithDateline(article), siteOrigin, (href) =>
              localizeArticleHref(articles, href, locale),
            )}
          />
        </div>
        <ReleaseBackMatter article={article} lang={lang} />
        {isPressRelease && (
          <ReleaseTools
            url={url}
            title={article.title}
            textHref={localizedPath(`${articlePath(article.slug)}/text`, locale)}
          />
        )}
        <ArticleCallToAction t={t} />
      </article>
      <SubscribeForm />
      {related.length > 0 && <RelatedArticles t={t} related={related} siteOrigin={siteOrigin} />}
      <JsonLd
        data={articleJsonLd(article, {
          url,
          newsroomCategory: site.newsroomCategory,
          image: { url: absoluteUrl(shareImage.path), width: shareImage.width, height: shareImage.height },
          publisher: { name: site.brand, url: absoluteUrl('/'), logoUrl: absoluteUrl('/icon.svg') },
          toAbsolute: absoluteUrl,
        })}
      />
    </>
  );
}
