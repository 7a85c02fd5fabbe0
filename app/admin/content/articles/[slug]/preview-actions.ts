'use server';

import { z } from 'zod';
import { adminAction } from '@/lib/admin/action';
import { outcome, type OutcomeKey } from '@/lib/admin/outcomes';
import { contentDocument } from '@/lib/authoring/documents';
import { createPreviewLink, revokePreviewLink } from '@/lib/admin/preview-links';

const slug = z
  .string()
  .max(200)
  .refine((value) => contentDocument('article', value) !== undefined);

const toContent = { to: '/admin/content', query: {} };

const back = (article: string, key: OutcomeKey<'previewLinks', 'done'>) =>
  outcome('previewLinks', 'done', key, `/admin/content/articles/${article}`, 'preview-links');

/** "Create a preview link" on an article's page (docs/behaviour.md#embargoes). */
export const createPreviewAction = adminAction('/admin/content/articles', {
  schema: z.object({ slug, hours: z.enum(['24', '72', '168', '336']) }),
  refused: () => toContent,
  async run({ input }, staff) {
    await createPreviewLink(staff, input.slug, Number(input.hours));
    return back(input.slug, 'created');
  },
});

/** "Revoke" beside a preview link: it stops working on its next request, on every instance. */
export const revokePreviewAction = adminAction('/admin/content/articles', {
  schema: z.object({ slug, id: z.string().regex(/^[a-f0-9]{24}$/) }),
  refused: () => toContent,
  async run({ input }, staff) {
    const revoked = await revokePreviewLink(staff, input.id);
    return back(input.slug, revoked ? 'revoked' : 'already-revoked');
  },
});
