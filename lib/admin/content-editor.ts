/**
 * The back office's content editor on the server: the state a form is rendered from, and what a
 * posted form does with it — a list button changes the draft only, a preview renders the article's
 * Markdown, a save validates, writes, records the change in the audit log and expires the file's
 * cache tag (docs/operations.md, "Editing content in the back office").
 */
import 'server-only';
import { recordAudit } from '@/lib/admin/audit';
import type { StaffMember } from '@/lib/admin/guard';
import { site } from '@/lib/config/site';
import { HttpError } from '@/lib/http/errors';
import { renderMarkdown } from '@/lib/newsroom/markdown';
import {
  contentDocument,
  documentData,
  documentFile,
  documentForm,
  documentId,
  documentSource,
  documentTag,
  documentTitle,
  type ContentDocument,
} from '@/lib/authoring/documents';
import { translatedLocales, type TranslatedLocale } from '@/lib/i18n/locales';
import { checkDocumentSource } from '@/lib/authoring/check';
import { ContentFileError, contentFileNames, type ContentFileName } from '@/lib/content/files';
import { applyListEdit, labelPath, parseListEdit, readForm } from '@/lib/authoring/form';
import { inputId } from '@/lib/authoring/form-names';
import { expireContentTags } from '@/lib/cache/revalidate';
import { readArticleFolder } from '@/lib/newsroom/articles';
import { listVersions, NEW_DOCUMENT, readDocument, readVersion, saveDocument, type VersionEntry } from '@/lib/authoring/save';

export type EditorError = { id: string; label: string; message: string };

export type EditorState = {
  kind: ContentDocument['kind'];
  /** The file's name or the article's slug; empty for an article not yet saved. */
  id: string;
  value: unknown;
  /** The version of the file the draft started from (lib/authoring/save.ts). */
  version: string;
  /** Counts the form's renders, so the form's fields take the draft's values after each answer. */
  revision: number;
  errors: EditorError[];
  notice?: { tone: 'success' | 'error'; text: string };
  previewHtml?: string;
};

/** The back office page editing a document. */
export const editorPath = (doc: ContentDocument) =>
  doc.kind === 'file' ? `/admin/content/${documentId(doc)}` : `/admin/content/articles/${doc.slug}`;

/** The editor's first state: the document as it is now (an empty article when it does not exist). */
export function openEditor(doc: ContentDocument | { kind: 'article'; slug: '' }): EditorState {
  const base = { kind: doc.kind, id: doc.kind === 'file' ? documentId(doc) : doc.slug, revision: 0, errors: [] };
  if (doc.kind === 'article' && doc.slug === '') return { ...base, value: {}, version: NEW_DOCUMENT };
  const real = doc as ContentDocument;
  const { source, version, file } = readDocument(real);
  if (source === null && real.kind === 'file' && real.locale) {
    // A translation not written yet starts from the English text; saving creates its file.
    const english = openEditor({ kind: 'file', name: real.name });
    return {
      ...base,
      value: english.value,
      version,
      notice: { tone: 'success', text: `No translation yet: the form holds the English text. Saving creates ${documentFile(real)}.` },
    };
  }
  if (source === null) return { ...base, value: {}, version };
  try {
    return { ...base, value: documentData(real, file, source), version };
  } catch (error) {
    if (!(error instanceof ContentFileError)) throw error;
    // A file broken by hand still opens; its fields are blank and the message says why.
    return { ...base, value: {}, version, notice: { tone: 'error', text: error.message } };
  }
}

const previewOrigin = () => new URL(site.url).origin;

function fieldError(doc: ContentDocument, path: readonly PropertyKey[], message: string): EditorError {
  return { id: inputId(path), label: labelPath(documentForm(doc), path) || 'The file', message };
}

export type EditorResult = { state: EditorState } | { redirectTo: string };

/** Handles one post of the editor form by `staff` (already checked for the content area). */
export async function submitEditor(staff: StaffMember, formData: FormData): Promise<EditorResult> {
  const kind = formData.get('kind') === 'article' ? 'article' : 'file';
  const id = String(formData.get('id') ?? '');
  const version = String(formData.get('version') ?? '');
  const revision = Number(formData.get('revision')) + 1 || 1;
  const creating = kind === 'article' && id === '';
  const known = creating ? ({ kind: 'article', slug: 'new' } as const) : contentDocument(kind, id);
  if (!known) return { redirectTo: '/admin/content' };
  const form = documentForm(known);
  const value = readForm(form, formData);
  const state: EditorState = { kind, id, value, version, revision, errors: [] };

  const intent = formData.get('intent');
  const edit = parseListEdit(intent);
  if (edit) return { state: { ...state, value: applyListEdit(form, value, edit) } };
  if (intent === 'preview' && kind === 'article') {
    const body = String((value as { body?: unknown }).body ?? '');
    return { state: { ...state, previewHtml: renderMarkdown(body, previewOrigin()) } };
  }

  let doc: ContentDocument = known;
  if (creating) {
    const slug = String((value as { slug?: unknown }).slug ?? '');
    const named = contentDocument('article', slug);
    if (!named)
      return {
        state: { ...state, errors: [fieldError(known, ['slug'], 'must be lowercase words joined by hyphens')] },
      };
    doc = named;
  }
  const current = readDocument(doc);
  const result = saveDocument({
    doc,
    source: documentSource(doc, value, current.source),
    baseVersion: version,
    by: staff,
  });
  if (!result.ok) {
    if (result.reason === 'invalid') {
      return { state: { ...state, errors: [fieldError(doc, result.error.path, result.error.detail)] } };
    }
    return { state: { ...state, notice: { tone: 'error', text: result.message } } };
  }
  const published = result.changed ? await publish(staff, doc, 'content-save', result.before, result.after) : true;
  if (creating) return { redirectTo: `${editorPath(doc)}?created=1` };
  return {
    state: {
      ...state,
      value: documentData(doc, documentFile(doc), result.after),
      version: result.version,
      notice: published
        ? {
            tone: 'success',
            text: result.changed
              ? 'Saved and published: the site shows it from the next request.'
              : 'Nothing had changed; nothing was saved.',
          }
        : { tone: 'error', text: NOT_PUBLISHED },
    },
  };
}

const NOT_PUBLISHED =
  'Saved, but the shared cache (Redis) did not answer, so the site still shows the previous text. Save again once Redis is back.';

/** Audits a written change and expires the document's tag; false when the tag could not be expired. */
async function publish(
  staff: StaffMember,
  doc: ContentDocument,
  action: 'content-save' | 'content-restore',
  before: string | null,
  after: string,
  version?: VersionEntry['id'],
): Promise<boolean> {
  await recordAudit({
    actor: staff,
    action,
    target: `content:${documentFile(doc)}`,
    detail: { version, before, after },
  });
  try {
    await expireContentTags([documentTag(doc)]);
    return true;
  } catch (error) {
    if (error instanceof HttpError) return false;
    throw error;
  }
}

export type RestoreOutcome = 'restored' | 'unchanged' | 'missing' | 'stale' | 'invalid' | 'busy' | 'unpublished';

/** Makes a kept version the current text again, as a new version; audited like a save. */
export async function restoreVersion(
  staff: StaffMember,
  doc: ContentDocument,
  versionId: string,
  baseVersion: string,
): Promise<RestoreOutcome> {
  const source = readVersion(doc, versionId);
  if (source === undefined) return 'missing';
  const result = saveDocument({ doc, source, baseVersion, by: staff, note: `restored version ${versionId}` });
  if (!result.ok) return result.reason;
  if (!result.changed) return 'unchanged';
  return (await publish(staff, doc, 'content-restore', result.before, result.after, versionId))
    ? 'restored'
    : 'unpublished';
}

export const RESTORE_MESSAGES: Record<RestoreOutcome, { tone: 'success' | 'error'; text: string }> = {
  restored: {
    tone: 'success',
    text: 'The version was restored and published: the site shows it from the next request.',
  },
  unchanged: { tone: 'success', text: 'That version is the current text already; nothing was saved.' },
  missing: { tone: 'error', text: 'That version is no longer kept. Nothing was restored.' },
  stale: {
    tone: 'error',
    text: 'The file was changed since you opened this page. Nothing was restored; look at the list again.',
  },
  invalid: {
    tone: 'error',
    text: 'That version does not pass the current content rules, so it was not restored. Open it, fix it in the form and save.',
  },
  busy: { tone: 'error', text: 'Another save of this file is in progress. Nothing was restored; try again.' },
  unpublished: { tone: 'error', text: NOT_PUBLISHED },
};

type TranslationSummary = { locale: TranslatedLocale; path: string; exists: boolean; problem?: string };

export type DocumentSummary = {
  path: string;
  title: string;
  file: string;
  tag: string;
  lastSaved: VersionEntry | null;
  /** Why the file fails the content rules now, when it does. */
  problem?: string;
  /** A content file's translations, written or not (articles are translated as articles of their own). */
  translations?: TranslationSummary[];
};

function summary(doc: ContentDocument, title: string, problem?: string): DocumentSummary {
  const lastSaved = listVersions(doc)[0] ?? null;
  return { path: editorPath(doc), title, file: documentFile(doc), tag: documentTag(doc), lastSaved, problem };
}

function translations(name: ContentFileName): TranslationSummary[] {
  return translatedLocales.map((locale) => {
    const doc: ContentDocument = { kind: 'file', name, locale };
    const { source, file } = readDocument(doc);
    const problem = source === null ? null : checkDocumentSource(doc, file, source);
    return { locale, path: editorPath(doc), exists: source !== null, ...(problem ? { problem: problem.message } : {}) };
  });
}

/** Every editable document: the content files, then the articles newest first (invalid ones first of all). */
export function contentOverview(): { files: DocumentSummary[]; articles: DocumentSummary[] } {
  const files = contentFileNames.map((name) => ({
    ...summary({ kind: 'file', name }, documentTitle({ kind: 'file', name })),
    translations: translations(name),
  }));
  const { articles, errors } = readArticleFolder();
  const slugOf = (file: string) => file.split('/').pop()!.replace(/\.md$/, '');
  const broken = errors.flatMap((error) => {
    const doc = contentDocument('article', slugOf(error.file));
    return doc ? [summary(doc, doc.slug, error.message)] : [];
  });
  return {
    files,
    articles: [
      ...broken,
      ...articles.map((article) => summary({ kind: 'article', slug: article.slug }, article.title)),
    ],
  };
}
