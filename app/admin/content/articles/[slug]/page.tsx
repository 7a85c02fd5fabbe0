import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { restoreContentVersion, saveContent } from '@/app/admin/content/content-actions';
import { DocumentPage, type DocumentSearchParams } from '@/components/admin/content/document-page';
import { PreviewLinksPanel } from '@/components/admin/content/preview-links-panel';
import { requireStaffPage } from '@/lib/admin/guard';
import { outcomeText } from '@/lib/admin/outcomes';
import { contentDocument } from '@/lib/authoring/documents';
import { readDocument } from '@/lib/authoring/save';
import { readArticleFolder } from '@/lib/newsroom/articles';
import { createPreviewAction, revokePreviewAction } from './preview-actions';

type Props = { params: Promise<{ slug: string }>; searchParams: DocumentSearchParams };

export const metadata: Metadata = { title: 'Edit article' };

export default async function ArticleEditPage({ params, searchParams }: Props) {
  await requireStaffPage('/admin/content/articles');
  const doc = contentDocument('article', (await params).slug);
  if (!doc || readDocument(doc).source === null) notFound();
  const query = await searchParams;
  const article = readArticleFolder().articles.find((candidate) => candidate.slug === doc.slug);
  return (
    <>
      <DocumentPage
        doc={doc}
        title={`the article ${doc.slug}`}
        searchParams={query}
        actions={{ save: saveContent, restore: restoreContentVersion }}
      />
      {article && (
        <PreviewLinksPanel
          article={article}
          notice={outcomeText('previewLinks', 'done', query.done)}
          actions={{ create: createPreviewAction, revoke: revokePreviewAction }}
        />
      )}
    </>
  );
}
