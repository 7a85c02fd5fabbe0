'use server';

import { redirect } from 'next/navigation';
import { z } from 'zod';
import { requireStaffAction } from '@/lib/admin/guard';
import { createPreviewLink, revokePreviewLink } from '@/lib/admin/preview-links';
import { contentDocument } from '@/lib/authoring/documents';

const createSchema = z.object({
  slug: z.string().max(200),
  hours: z.enum(['24', '72', '168', '336']),
});

const revokeSchema = z.object({ slug: z.string().max(200), id: z.string().regex(/^[a-f0-9]{24}$/) });

const back = (slug: string, outcome: string) => `/admin/content/articles/${slug}?preview=${outcome}#preview-links`;

/** "Create a preview link" on an article's page (docs/behaviour.md#embargoes). */
export async function createPreviewAction(formData: FormData): Promise<void> {
  const staff = await requireStaffAction('content');
  const parsed = createSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success || !contentDocument('article', parsed.data.slug)) redirect('/admin/content');
  await createPreviewLink(staff, parsed.data.slug, Number(parsed.data.hours));
  redirect(back(parsed.data.slug, 'created'));
}

/** "Revoke" beside a preview link: it stops working on its next request, on every instance. */
export async function revokePreviewAction(formData: FormData): Promise<void> {
  const staff = await requireStaffAction('content');
  const parsed = revokeSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success || !contentDocument('article', parsed.data.slug)) redirect('/admin/content');
  const revoked = await revokePreviewLink(staff, parsed.data.id);
  redirect(back(parsed.data.slug, revoked ? 'revoked' : 'unchanged'));
}
