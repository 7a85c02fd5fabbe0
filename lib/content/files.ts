/**
 * The editor-facing content files in CONTENT_DIR, read with node:fs when they are needed (never
 * bundled) and validated with zod. Every failure is a ContentFileError naming the file and the field,
 * worded for the editor who has to fix it. Free of Next and React: `npm run content:check`, the
 * revalidation route, the cached readers and the tests all use it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { serverEnv } from '@/lib/config/env';
import { z } from 'zod';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';
import type { CacheTag } from './cache-tags';
import { caseStudyNodeSchema } from './case-studies';
import {
  aboutSchema,
  contactSchema,
  faqSchema,
  packagesSchema,
  privacySchema,
  prModesSchema,
  publicationsSchema,
  statsSchema,
  testimonialsSchema,
} from './schemas';
import { serviceNodeSchema } from './services';

export class ContentFileError extends Error {
  constructor(
    /** Path as the editor knows it, e.g. content/faq.yaml. */
    readonly file: string,
    readonly field: string,
    readonly detail: string,
    /** Where the bad value sits in the parsed file, e.g. [2, 'title']; empty for the whole file. */
    readonly path: readonly PropertyKey[] = [],
  ) {
    super(`${file}: ${field === '' ? '' : `field "${field}" `}${detail}`);
    this.name = 'ContentFileError';
  }
}

export type ContentIssue = { file: string; field: string; message: string };

export function toIssue(error: ContentFileError): ContentIssue {
  return { file: error.file, field: error.field, message: error.message };
}

const SECTORS = ['web3', 'fintech', 'other'] as const;

/** Select fields are written the way the remote provider answers them: `{ optionId, label? }`. */
const fileCaseStudyNodeSchema = caseStudyNodeSchema.extend({
  fieldValues: caseStudyNodeSchema.shape.fieldValues.extend({
    '/attributes/@cs02': z.strictObject({
      optionId: z.enum(SECTORS, { error: `must be one of: ${SECTORS.join(', ')}` }),
      label: z.string().trim().min(1).optional(),
    }),
  }),
});

function nodeFile<T extends z.ZodType<{ id: string }>>(node: T) {
  return z.strictObject({
    nodes: z.array(node).superRefine((nodes, ctx) => {
      const seen = new Set<string>();
      nodes.forEach((n, index) => {
        if (seen.has(n.id)) ctx.addIssue({ code: 'custom', path: [index, 'id'], message: `"${n.id}" is used twice` });
        seen.add(n.id);
      });
    }),
  });
}

/** What each node field means, so an editor reads "title" next to "/attributes/@sv01". */
export const NODE_FIELD_NAMES: Record<string, string> = {
  '/attributes/@sv01': 'title',
  '/attributes/@sv02': 'description',
  '/attributes/@sv03': 'timeline',
  '/attributes/@sv04': 'deliverables',
  '/attributes/@sv05': 'ideal for',
  '/text': 'company',
  '/attributes/@cs01': 'result',
  '/attributes/@cs02': 'sector',
  '/attributes/@cs03': 'challenge',
  '/attributes/@cs04': 'strategy',
  '/attributes/@cs05': 'placements',
  '/attributes/@cs06': 'impact',
};

/** Every content file, the cache tag its readers are stored under, and its schema. */
export const contentFiles = {
  services: { file: 'services.nodes.json', tag: 'services', schema: nodeFile(serviceNodeSchema) },
  'case-studies': { file: 'case-studies.nodes.json', tag: 'case-studies', schema: nodeFile(fileCaseStudyNodeSchema) },
  faq: { file: 'faq.yaml', tag: 'faq', schema: faqSchema },
  contact: { file: 'contact.yaml', tag: 'contact', schema: contactSchema },
  about: { file: 'about.yaml', tag: 'about', schema: aboutSchema },
  privacy: { file: 'privacy.yaml', tag: 'privacy', schema: privacySchema },
  testimonials: { file: 'testimonials.yaml', tag: 'testimonials', schema: testimonialsSchema },
  stats: { file: 'stats.yaml', tag: 'stats', schema: statsSchema },
  packages: { file: 'packages.yaml', tag: 'packages', schema: packagesSchema },
  'pr-modes': { file: 'pr-modes.yaml', tag: 'pr-modes', schema: prModesSchema },
  publications: { file: 'publications.yaml', tag: 'publications', schema: publicationsSchema },
} as const satisfies Record<string, { file: string; tag: CacheTag; schema: z.ZodType }>;

export type ContentFileName = keyof typeof contentFiles;
export type ContentData<K extends ContentFileName> = z.output<(typeof contentFiles)[K]['schema']>;
export const contentFileNames = Object.keys(contentFiles) as ContentFileName[];

/** CONTENT_DIR resolved against the working directory; `dir` wins when given (tests, the checker). */
export function resolveContentDir(dir = serverEnv().CONTENT_DIR): string {
  // Not traced by the bundler: the folder is read at run time, wherever the deployment mounts it.
  return path.resolve(/*turbopackIgnore: true*/ process.cwd(), dir);
}

/** How a file is named in messages: relative to the working directory when it lies inside it. */
export function displayPath(full: string): string {
  const relative = path.relative(process.cwd(), full);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : full;
}

/** "entry 3 › fieldValues › /attributes/@sv01 (title)": list positions counted from 1, as editors count. */
function fieldPath(issuePath: readonly PropertyKey[]): string {
  return issuePath
    .map((part) => {
      if (typeof part === 'number') return `entry ${part + 1}`;
      const name = String(part);
      return NODE_FIELD_NAMES[name] ? `${name} (${NODE_FIELD_NAMES[name]})` : name;
    })
    .join(' › ');
}

function lineAndColumn(source: string, offset: number): string {
  const before = source.slice(0, offset);
  const line = before.split('\n').length;
  const column = offset - before.lastIndexOf('\n');
  return `line ${line}, column ${column}`;
}

function parseJson(file: string, source: string): unknown {
  try {
    return JSON.parse(source);
  } catch (error) {
    const message = (error as Error).message;
    const position = /position (\d+)/.exec(message)?.[1];
    const where = position === undefined ? 'near the end of the file' : lineAndColumn(source, Number(position));
    throw new ContentFileError(
      file,
      '',
      `is not valid JSON at ${where} (${message}); check for a missing comma, quote or bracket`,
    );
  }
}

function parseYaml(file: string, source: string): unknown {
  const document = parseDocument(source);
  const error = document.errors[0];
  if (error) {
    const where = error.linePos ? `line ${error.linePos[0].line}, column ${error.linePos[0].col}` : 'an unknown place';
    throw new ContentFileError(file, '', `is not valid YAML at ${where} (${error.message.split('\n')[0]})`);
  }
  return document.toJS();
}

function valueAt(data: unknown, issuePath: readonly PropertyKey[]): unknown {
  let value = data;
  for (const part of issuePath) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[part];
  }
  return value;
}

/** Validates parsed data; throws a ContentFileError naming the first bad field. */
function validateContent<K extends ContentFileName>(name: K, file: string, data: unknown): ContentData<K> {
  const result = contentFiles[name].schema.safeParse(data);
  if (result.success) return result.data as ContentData<K>;
  const issue = result.error.issues[0];
  const field = fieldPath(issue.path);
  const missing = issue.path.length > 0 && issue.code === 'invalid_type' && valueAt(data, issue.path) === undefined;
  const detail = missing
    ? 'is missing'
    : issue.code === 'unrecognized_keys'
      ? `${issue.message} (check the spelling)`
      : issue.message;
  throw new ContentFileError(file, field, field ? detail : `does not have the expected shape: ${detail}`, issue.path);
}

/** The data in the text of one content file, as written (not validated); `file` names it in errors. */
export function parseContentData(name: ContentFileName, file: string, source: string): unknown {
  return contentFiles[name].file.endsWith('.json') ? parseJson(file, source) : parseYaml(file, source);
}

/** Parses and validates the text of one content file; `file` names it in the error. */
export function parseContentSource<K extends ContentFileName>(name: K, file: string, source: string): ContentData<K> {
  return validateContent(name, file, parseContentData(name, file, source));
}

/**
 * Where a content file lives: the English original at the top of the folder, a translation in the
 * locale's subfolder under the same name (docs/i18n.md#content).
 */
export function contentFilePath(name: ContentFileName, locale: Locale = defaultLocale, dir?: string): string {
  const root = resolveContentDir(dir);
  const file = contentFiles[name].file;
  return locale === defaultLocale ? path.join(root, file) : path.join(root, locale, file);
}

/** Reads, parses and validates one content file of `dir` (default CONTENT_DIR), in `locale` (default English). */
export function readContentFile<K extends ContentFileName>(name: K, dir?: string, locale: Locale = defaultLocale): ContentData<K> {
  const full = contentFilePath(name, locale, dir);
  const file = displayPath(full);
  let source: string;
  try {
    source = fs.readFileSync(full, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new ContentFileError(file, '', code === 'ENOENT' ? 'is missing' : `cannot be read (${code ?? error})`);
  }
  return parseContentSource(name, file, source);
}
