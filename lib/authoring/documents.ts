/**
 * What the back office edits: a content file (faq.yaml, services.nodes.json…) or one newsroom
 * article. For each: where it lives in CONTENT_DIR, its cache tag, its form, and the way between the
 * file's text and the form's data. Free of Next and React, like the rest of lib/content.
 */
import matter from 'gray-matter';
import { stringify } from 'yaml';
import { z } from 'zod';
import { frontMatterSchema } from '@/lib/newsroom/front-matter';
import { localeName, translatedLocales, type TranslatedLocale } from '@/lib/i18n/locales';
import { ARTICLES_CACHE_TAG, type CacheTag } from '@/lib/content/cache-tags';
import { contentFiles, NODE_FIELD_NAMES, parseContentData, type ContentFileName } from '@/lib/content/files';
import { formFromSchema, humanize } from './form';
import type { FormField } from './form-names';

/** A content file in English (no locale) or its translation (docs/i18n.md#content), or an article. */
export type ContentDocument =
  | { kind: 'file'; name: ContentFileName; locale?: TranslatedLocale }
  | { kind: 'article'; slug: string };

const ARTICLE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_SLUG_LENGTH = 120;

type FileDocument = Extract<ContentDocument, { kind: 'file' }>;
type ArticleDocument = Extract<ContentDocument, { kind: 'article' }>;

/**
 * The document an admin URL names, or undefined: only known files (`faq`, or `faq.ko` for its Korean
 * translation) and well-formed slugs.
 */
export function contentDocument(kind: 'file', id: string): FileDocument | undefined;
export function contentDocument(kind: 'article', id: string): ArticleDocument | undefined;
export function contentDocument(kind: ContentDocument['kind'], id: string): ContentDocument | undefined;
export function contentDocument(kind: ContentDocument['kind'], id: string): ContentDocument | undefined {
  if (kind === 'file') {
    const [name, locale, ...rest] = id.split('.');
    if (rest.length > 0 || !Object.hasOwn(contentFiles, name)) return undefined;
    if (locale === undefined) return { kind, name: name as ContentFileName };
    const translated = translatedLocales.find((known) => known === locale);
    return translated ? { kind, name: name as ContentFileName, locale: translated } : undefined;
  }
  return id.length <= MAX_SLUG_LENGTH && ARTICLE_SLUG.test(id) ? { kind, slug: id } : undefined;
}

/** The id an admin URL and the editor's form carry: the inverse of contentDocument(). */
export function documentId(doc: ContentDocument): string {
  if (doc.kind === 'article') return doc.slug;
  return doc.locale ? `${doc.name}.${doc.locale}` : doc.name;
}

/** The document's path inside CONTENT_DIR, with `/` separators. */
export function documentFile(doc: ContentDocument): string {
  if (doc.kind === 'article') return `newsroom/${doc.slug}.md`;
  return doc.locale ? `${doc.locale}/${contentFiles[doc.name].file}` : contentFiles[doc.name].file;
}

export function documentTag(doc: ContentDocument): CacheTag {
  return doc.kind === 'file' ? contentFiles[doc.name].tag : ARTICLES_CACHE_TAG;
}

export function documentTitle(doc: ContentDocument): string {
  if (doc.kind === 'article') return doc.slug;
  return doc.locale ? `${humanize(doc.name)} (${localeName[doc.locale]})` : humanize(doc.name);
}

const nodeLabels: Record<string, string> = {
  nodes: 'Entries',
  fieldValues: 'Fields',
  ...Object.fromEntries(Object.entries(NODE_FIELD_NAMES).map(([key, name]) => [key, humanize(name)])),
};

const articleSchema = frontMatterSchema.extend({ body: z.string() });

const forms = new Map<string, FormField>();

/** The form of a document, built once from its schema. */
export function documentForm(doc: ContentDocument): FormField {
  const key = doc.kind === 'file' ? doc.name : 'article';
  let form = forms.get(key);
  if (!form) {
    form =
      doc.kind === 'file'
        ? formFromSchema(contentFiles[doc.name].schema, humanize(doc.name), nodeLabels)
        : formFromSchema(articleSchema, 'Article', { body: 'Body (Markdown)' });
    forms.set(key, form);
  }
  return form;
}

/** A YAML day read back as the editor wrote it: 2026-07-08, not a Date. */
const writtenDay = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : value);

/** The form's data in a document's text. Throws a ContentFileError when the text does not parse. */
export function documentData(doc: ContentDocument, file: string, source: string): unknown {
  if (doc.kind === 'file') return parseContentData(doc.name, file, source);
  const { data, content } = matter(source, {});
  return { ...(instantsAsText(data) as Record<string, unknown>), date: writtenDay(data.date), body: content.trim() };
}

// YAML reads an unquoted timestamp (an embargo, a dateline's time) as a Date; the form edits text,
// and the article rules read the same instant back from it.
function instantsAsText(value: unknown): unknown {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  if (Array.isArray(value)) return value.map(instantsAsText);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, instantsAsText(child)]));
  }
  return value;
}

/**
 * The text of a document holding `data`. YAML keeps the comment heading the previous text (it tells
 * editors what the file is for); JSON is indented as the files are written by hand.
 */
export function documentSource(doc: ContentDocument, data: unknown, previous: string | null): string {
  if (doc.kind === 'article') {
    const { body, ...frontMatter } = (data ?? {}) as Record<string, unknown>;
    return `---\n${stringify(frontMatter, { lineWidth: 0 })}---\n\n${String(body ?? '').trim()}\n`;
  }
  if (contentFiles[doc.name].file.endsWith('.json')) return `${JSON.stringify(data, null, 2)}\n`;
  const lines = previous?.split('\n') ?? [];
  const heading = lines.slice(
    0,
    Math.max(
      0,
      lines.findIndex((line) => !line.startsWith('#')),
    ),
  );
  return [...heading, stringify(data, { lineWidth: 0 })].join('\n');
}
