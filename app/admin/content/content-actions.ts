'use server';

import { redirect } from 'next/navigation';
import { z } from 'zod';
import { adminAction, adminStateAction } from '@/lib/admin/action';
import { contentDocument } from '@/lib/authoring/documents';
import { editorPath, restoreVersion, submitEditor, type EditorState } from '@/lib/admin/content-editor';

const CONTENT = '/admin/content';
const toContent = { to: CONTENT, query: {} };

/**
 * The content editor's form (components/admin/content/content-editor.tsx) posts here. Its fields
 * follow each document's own schema, so the editor reads the whole form itself.
 */
export const saveContent = adminStateAction<z.ZodObject, EditorState>(CONTENT, {
  schema: z.object({}),
  refused: (_issues, _input, previous) => previous,
  async run({ form }, staff) {
    const result = await submitEditor(staff, form);
    if ('redirectTo' in result) redirect(result.redirectTo);
    return result.state;
  },
});

/** "Restore" in a document's version list; the page reads its own `restore` key (RESTORE_MESSAGES). */
export const restoreContentVersion = adminAction(CONTENT, {
  schema: z.object({
    kind: z.enum(['file', 'article']),
    id: z.string().max(200),
    versionId: z.string().max(40),
    baseVersion: z.string().max(40),
  }),
  refused: () => toContent,
  async run({ input }, staff) {
    const doc = contentDocument(input.kind, input.id);
    if (!doc) return toContent;
    const restored = await restoreVersion(staff, doc, input.versionId, input.baseVersion);
    return { to: editorPath(doc), query: { restore: restored, form: Date.now().toString(36) }, hash: 'versions' };
  },
});
