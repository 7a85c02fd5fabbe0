import { languageTag } from '@/lib/i18n/locales';
import type { Article } from './front-matter';
import type { FeedItem } from './feed-item';
import type { ReleaseImage } from './release-fields';
import { datelineText } from './release-text';

export type ArticleJsonLdContext = {
  /** Absolute URL of the article page. */
  url: string;
  newsroomCategory: string;
  /** The article's picture for search results and link previews (the site's Open Graph image). */
  image: { url: string; width: number; height: number };
  publisher: { name: string; url: string; logoUrl?: string };
  /** A site path or address made absolute. */
  toAbsolute?: (pathOrUrl: string) => string;
};

function releaseImage(image: ReleaseImage, absolute: (pathOrUrl: string) => string): Record<string, unknown> {
  return {
    '@type': 'ImageObject',
    url: absolute(image.src),
    contentUrl: absolute(image.original ?? image.src),
    ...(image.caption ? { caption: image.caption } : {}),
    description: image.alt,
    ...(image.credit ? { creditText: image.credit, copyrightNotice: image.credit } : {}),
    ...(image.licence ? { license: absolute(image.licence) } : {}),
  };
}

/** Where and when a release was issued, and its own pictures first (schema.org NewsArticle). */
function releaseJsonLd(article: Article, context: ArticleJsonLdContext): Record<string, unknown> {
  const absolute = context.toAbsolute ?? ((value: string) => value);
  const dateline = datelineText(article);
  const own = (article.images ?? []).map((image) => releaseImage(image, absolute));
  return {
    ...(dateline ? { dateline } : {}),
    ...(article.dateline
      ? {
          locationCreated: { '@type': 'Place', name: article.dateline.city },
          datePublished: article.dateline.time,
          dateModified: article.dateline.time,
        }
      : {}),
    ...(own.length ? { image: [...own, { '@type': 'ImageObject', ...context.image }] } : {}),
  };
}

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
    ...releaseJsonLd(article, context),
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
