import { Link } from '#i18n';
import { getTranslations } from 'next-intl/server';
import { site } from '@/lib/config/site';
import { languageTag, type Locale } from '@/lib/i18n/locales';
import { TAB_MESSAGE_KEYS } from '@/lib/newsroom/categories';
import { articlePath } from '@/lib/newsroom/articles';
import type { SearchHit } from '@/lib/newsroom/search';
import { formatArticleDate } from '@/lib/newsroom/text';
import type { TextPart } from '@/lib/text/highlight';

function Marked({ parts }: { parts: TextPart[] }) {
  return parts.map((part, index) =>
    part.mark ? (
      <mark key={index} className="rounded-sm bg-brand/20 px-0.5 text-foreground">
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}

/** The archive search's results: each with its category, date, marked title and marked excerpt. */
export async function SearchHits({ hits, locale, label }: { hits: SearchHit[]; locale: Locale; label: string }) {
  const t = await getTranslations('Newsroom.categories');
  const ts = await getTranslations('NewsroomSearch');
  return (
    <ol className="space-y-6" aria-label={label} data-testid="search-results">
      {hits.map(({ article, title, snippet }) => {
        const key = TAB_MESSAGE_KEYS[article.category as keyof typeof TAB_MESSAGE_KEYS];
        const lang = article.locale === locale ? undefined : languageTag[article.locale];
        return (
          <li key={article.slug} className="rounded-2xl border border-border bg-card p-6">
            <article>
              <p className="flex flex-wrap items-center gap-3 text-xs text-muted">
                <span className="rounded-full border border-border px-2.5 py-1 font-medium">
                  {article.category === site.newsroomCategory ? ts('newsroomCategory') : key ? t(key) : article.category}
                </span>
                <time dateTime={article.date}>{formatArticleDate(article.date, locale)}</time>
                {lang && <span>{ts('inEnglish')}</span>}
              </p>
              <h2 lang={lang} className="mt-3 text-lg font-semibold leading-snug">
                <Link href={articlePath(article.slug)} className="hover:text-brand">
                  <Marked parts={title} />
                </Link>
              </h2>
              <p lang={lang} className="mt-2 text-sm leading-relaxed text-muted">
                <Marked parts={snippet} />
              </p>
            </article>
          </li>
        );
      })}
    </ol>
  );
}
