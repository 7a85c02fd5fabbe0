import Link from 'next/link';
import type { Metadata } from 'next';
import { saveContent } from '@/app/admin/content/content-actions';
import { ContentEditor } from '@/components/admin/content/content-editor';
import { requireStaffPage } from '@/lib/admin/guard';
import { site } from '@/lib/config/site';
import { documentForm } from '@/lib/authoring/documents';
import { openEditor } from '@/lib/admin/content-editor';

export const metadata: Metadata = { title: 'New article' };

export default async function NewArticlePage() {
  await requireStaffPage('/admin/content/new-article');
  const initial = openEditor({ kind: 'article', slug: '' });
  initial.value = { date: new Date().toISOString().slice(0, 10), category: site.newsroomCategory };
  return (
    <div>
      <p>
        <Link href="/admin/content" className="text-sm underline underline-offset-4">
          All content
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-semibold">New article</h1>
      <p className="mt-1 text-sm text-muted">
        Saved as newsroom/&lt;slug&gt;.md and published at once; the slug cannot be changed later.
      </p>
      <ContentEditor
        form={documentForm({ kind: 'article', slug: 'new' })}
        initial={initial}
        action={saveContent}
        article
      />
    </div>
  );
}
