import type { getTranslations } from 'next-intl/server';
import { FeedCard } from '@/components/newsroom/feed-card';
import { ButtonLink } from '@/components/ui/button-link';
import { site } from '@/lib/config/site';
import type { Locale } from '@/lib/i18n/locales';
import type { Article } from '@/lib/newsroom/articles';
import { TAB_MESSAGE_KEYS } from '@/lib/newsroom/categories';
import type { FeedItem } from '@/lib/newsroom/feed-item-check';
import { formatArticleDate } from '@/lib/newsroom/text';

type Translate = Awaited<ReturnType<typeof getTranslations<'Newsroom'>>>;

/** Category, title, summary and the byline facts; `lang` marks the article's own text when it is a fallback. */
export function ArticleHeader({
  t,
  article,
  locale,
  lang,
}: {
  t: Translate;
  article: Article;
  locale: Locale;
  lang?: string;
}) {
  const categoryKey = TAB_MESSAGE_KEYS[article.category as keyof typeof TAB_MESSAGE_KEYS];
  return (
    <header className="mt-6">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand">
        {categoryKey ? t(`categories.${categoryKey}`) : article.category}
      </p>
      <h1 lang={lang} className="mt-3 text-3xl font-bold leading-tight tracking-tight sm:text-4xl">
        {article.title}
      </h1>
      <p lang={lang} className="mt-4 text-lg leading-relaxed text-muted">
        {article.description}
      </p>
      <dl className="mt-6 flex flex-wrap gap-x-6 gap-y-2 border-y border-border py-4 text-sm">
        <div className="flex gap-1.5">
          <dt className="text-muted">{t('article.by')}</dt>
          <dd className="font-medium">{article.author}</dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="text-muted">{t('article.published')}</dt>
          <dd className="font-medium">
            <time dateTime={article.date}>{formatArticleDate(`${article.date}T00:00:00.000Z`, locale)}</time>
          </dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="sr-only">{t('article.readingTime')}</dt>
          <dd className="font-medium">{t('article.minRead', { minutes: article.readingMinutes })}</dd>
        </div>
      </dl>
    </header>
  );
}

export function ArticleCallToAction({ t }: { t: Translate }) {
  return (
    <aside className="mt-12 rounded-2xl border border-border bg-card p-6 print:hidden">
      <h2 className="text-lg font-semibold">{t('article.ctaTitle')}</h2>
      <p className="mt-2 text-sm text-muted">{t('article.ctaText', { days: site.publicationDays })}</p>
      <ButtonLink href="/contact" size="md" className="mt-4">
        {t('article.ctaButton')}
      </ButtonLink>
    </aside>
  );
}

export function RelatedArticles({ t, related, siteOrigin }: { t: Translate; related: FeedItem[]; siteOrigin: string }) {
  return (
    <section aria-labelledby="related-heading" className="mx-auto max-w-7xl px-4 pb-8 sm:px-6 print:hidden">
      <h2 id="related-heading" className="text-2xl font-bold tracking-tight">
        {t('article.related')}
      </h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {related.map((item) => (
          <li key={item.guid}>
            <FeedCard item={item} siteOrigin={siteOrigin} headingLevel="h3" />
          </li>
        ))}
      </ul>
    </section>
  );
}
