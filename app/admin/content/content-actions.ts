'use server';

import { redirect } from 'next/navigation';
import { z } from 'zod';
import { requireStaffAction } from '@/lib/admin/guard';
import { contentDocument } from '@/lib/authoring/documents';
import { editorPath, restoreVersion, submitEditor, type EditorState } from '@/lib/admin/content-editor';

/** The content editor's form (components/admin/content/content-editor.tsx) posts here. */
export async function saveContent(_previous: EditorState, formData: FormData): Promise<EditorState> {
  const staff = await requireStaffAction('content');
  const result = await submitEditor(staff, formData);
  if ('redirectTo' in result) redirect(result.redirectTo);
  return result.state;
}

const restoreSchema = z.object({
  kind: z.enum(['file', 'article']),
  id: z.string().max(200),
  versionId: z.string().max(40),
  baseVersion: z.string().max(40),
});

/** "Restore" in a document's version list. */
export async function restoreContentVersion(formData: FormData): Promise<void> {
  const staff = await requireStaffAction('content');
  const parsed = restoreSchema.safeParse(Object.fromEntries(formData));
  const doc = parsed.success ? contentDocument(parsed.data.kind, parsed.data.id) : undefined;
  if (!parsed.success || !doc) redirect('/admin/content');
  const outcome = await restoreVersion(staff, doc, parsed.data.versionId, parsed.data.baseVersion);
  redirect(`${editorPath(doc)}?restore=${outcome}&form=${Date.now().toString(36)}#versions`);
}
