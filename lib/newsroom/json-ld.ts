import { languageTag } from '@/lib/i18n/locales';
import type { Article } from './front-matter';
import type { FeedItem } from './feed-item';

export type ArticleJsonLdContext = {
  /** Absolute URL of the article page. */
  url: string;
  newsroomCategory: string;
  /** The article's picture for search results and link previews (the site's Open Graph image). */
  image: { url: string; width: number; height: number };
  publisher: { name: string; url: string; logoUrl?: string };
};

/** "Rachel Ong, Head of Investor PR" → a Person with a job title; a desk such as "Kairo Newsroom" → an Organization. */
export function authorJsonLd(author: string): Record<string, string> {
  const [name, ...role] = author.split(',').map((part) => part.trim());
  if (role.length) return { '@type': 'Person', name, jobTitle: role.join(', ') };
  return /\b(newsroom|desk|team|editors)\b/i.test(name)
    ? { '@type': 'Organization', name }
    : { '@type': 'Person', name };
}

/** NewsArticle for press releases, BlogPosting for blog articles (schema.org). */
export function articleJsonLd(article: Article, context: ArticleJsonLdContext): Record<string, unknown> {
  const published = `${article.date}T00:00:00.000Z`;
  return {
    '@context': 'https://schema.org',
    '@type': article.category === context.newsroomCategory ? 'NewsArticle' : 'BlogPosting',
    headline: article.title,
    description: article.description,
    datePublished: published,
    dateModified: published,
    articleSection: article.category,
    inLanguage: languageTag[article.locale],
    url: context.url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': context.url },
    image: { '@type': 'ImageObject', ...context.image },
    author: authorJsonLd(article.author),
    publisher: {
      '@type': 'Organization',
      name: context.publisher.name,
      url: context.publisher.url,
      ...(context.publisher.logoUrl ? { logo: { '@type': 'ImageObject', url: context.publisher.logoUrl } } : {}),
    },
    timeRequired: `PT${article.readingMinutes}M`,
  };
}

/** A list page (PR Studio, Blog) as a CollectionPage holding an ItemList of its cards. */
export function collectionJsonLd(page: {
  name: string;
  description: string;
  url: string;
  items: Pick<FeedItem, 'title' | 'link'>[];
}): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: page.name,
    description: page.description,
    url: page.url,
    mainEntity: {
      '@type': 'ItemList',
      itemListElement: page.items.map((item, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        url: item.link,
        name: item.title,
      })),
    },
  };
}
