/**
 * Validates the content folder: every file behind the given cache tags (default: all of them), and
 * the newsroom articles. Used by `npm run content:check` and by `POST /api/revalidate`, which refuses
 * to refresh anything while a file is invalid.
 */
import fs from 'node:fs';
import path from 'node:path';
import { localeName, translatedLocales } from '@/lib/i18n/locales';
import { readArticleFolder } from '@/lib/newsroom/articles';
import { parseArticle } from '@/lib/newsroom/front-matter';
import { ARTICLES_CACHE_TAG, cacheTags, type CacheTag } from '@/lib/content/cache-tags';
import type { ContentDocument } from './documents';
import {
  ContentFileError,
  contentFileNames,
  contentFilePath,
  contentFiles,
  displayPath,
  parseContentSource,
  readContentFile,
  resolveContentDir,
  toIssue,
  type ContentIssue,
} from '@/lib/content/files';

export function checkContent(options: { dir?: string; tags?: readonly CacheTag[] } = {}): ContentIssue[] {
  const tags = new Set(options.tags ?? cacheTags);
  const issues: ContentIssue[] = [];
  for (const name of contentFileNames) {
    if (!tags.has(contentFiles[name].tag)) continue;
    try {
      readContentFile(name, options.dir);
    } catch (error) {
      if (!(error instanceof ContentFileError)) throw error;
      issues.push(toIssue(error));
    }
  }
  if (tags.has(ARTICLES_CACHE_TAG)) {
    issues.push(...readArticleFolder(path.join(resolveContentDir(options.dir), 'newsroom')).errors.map(toIssue));
  }
  return issues;
}

/**
 * The translations of the same files (docs/i18n.md#content): one issue per content/<locale>/<file>
 * that is missing or invalid. These are warnings, not errors: the site serves the English file in
 * its place, so they never block `npm run content:check` or a revalidation.
 */
export function checkTranslations(options: { dir?: string; tags?: readonly CacheTag[] } = {}): ContentIssue[] {
  const tags = new Set(options.tags ?? cacheTags);
  const issues: ContentIssue[] = [];
  for (const name of contentFileNames) {
    if (!tags.has(contentFiles[name].tag)) continue;
    for (const locale of translatedLocales) {
      const full = contentFilePath(name, locale, options.dir);
      if (!fs.existsSync(full)) {
        const file = displayPath(full);
        issues.push({ file, field: '', message: `${file}: not translated yet (${localeName[locale]} pages show the English text)` });
        continue;
      }
      try {
        readContentFile(name, options.dir, locale);
      } catch (error) {
        if (!(error instanceof ContentFileError)) throw error;
        issues.push(toIssue(error));
      }
    }
  }
  return issues;
}

/**
 * The same rules for one document's text before it is written (the back office's save): the
 * problem content:check would report for it, or null when it is valid. `file` names it in messages.
 */
export function checkDocumentSource(doc: ContentDocument, file: string, source: string): ContentFileError | null {
  try {
    if (doc.kind === 'file') parseContentSource(doc.name, file, source);
    else parseArticle(file, source);
    return null;
  } catch (error) {
    if (error instanceof ContentFileError) return error;
    throw error;
  }
}
