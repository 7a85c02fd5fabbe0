import Link from 'next/link';
import { ContentEditor } from '@/components/admin/content/content-editor';
import { VersionHistory, type RestoreAction } from '@/components/admin/content/version-history';
import type { SaveAction } from '@/components/admin/content/content-editor';
import { documentFile, documentForm, documentTag, type ContentDocument } from '@/lib/authoring/documents';
import { openEditor, RESTORE_MESSAGES, type RestoreOutcome } from '@/lib/admin/content-editor';

export type DocumentSearchParams = Promise<Record<string, string | string[] | undefined>>;

type Props = {
  doc: ContentDocument;
  title: string;
  searchParams: Awaited<DocumentSearchParams>;
  actions: { save: SaveAction; restore: RestoreAction };
};

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

/** A document's editing page: its form, what a restore just did, and its kept versions. */
export function DocumentPage({ doc, title, searchParams, actions }: Props) {
  const initial = openEditor(doc);
  const restore = one(searchParams.restore);
  const restored =
    restore && Object.hasOwn(RESTORE_MESSAGES, restore) ? RESTORE_MESSAGES[restore as RestoreOutcome] : undefined;
  if (!restored && one(searchParams.created) !== undefined) {
    initial.notice = { tone: 'success', text: 'The article was created and published.' };
  }
  return (
    <div>
      <p>
        <Link href="/admin/content" className="text-sm underline underline-offset-4">
          All content
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-semibold">Edit {title}</h1>
      <p className="mt-1 text-sm text-muted">
        {documentFile(doc)} · cache tag <code>{documentTag(doc)}</code>
      </p>
      {restored && (
        <p role={restored.tone === 'error' ? 'alert' : 'status'} className="mt-4 rounded-lg border border-border p-4">
          {restored.text}
        </p>
      )}
      {/* A restore's answer names a new form, which starts again from the text now current. Not
          keyed by the version: the answer to a save posted without JavaScript must find its form. */}
      <ContentEditor
        key={one(searchParams.form) ?? 'open'}
        form={documentForm(doc)}
        initial={initial}
        action={actions.save}
        article={doc.kind === 'article'}
      />
      <VersionHistory
        doc={doc}
        currentVersion={initial.version}
        viewing={one(searchParams.version)}
        restore={actions.restore}
      />
    </div>
  );
}
