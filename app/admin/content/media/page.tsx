import type { Metadata } from 'next';
import { MediaTable } from '@/components/admin/media/media-table';
import { UploadForm } from '@/components/admin/media/upload-form';
import { Outcome } from '@/components/admin/outcome';
import { requireStaffPage } from '@/lib/admin/guard';
import { loadArticles } from '@/lib/newsroom/articles';
import { listLibrary, MAX_EDGE, MAX_UPLOAD_BYTES, UPLOAD_ERRORS, type UploadErrorCode } from '@/lib/media/library';

export const metadata: Metadata = { title: 'Media library' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

function outcome(params: Record<string, string | string[] | undefined>): { error?: string; done?: string } {
  const error =
    typeof params.error === 'string' && params.error in UPLOAD_ERRORS
      ? UPLOAD_ERRORS[params.error as UploadErrorCode]
      : undefined;
  if (error) return { error };
  if (typeof params.uploaded !== 'string') return {};
  return {
    done:
      params.published === 'later'
        ? `Stored as ${params.uploaded}; the media kit shows it once the shared cache answers again.`
        : `Stored as ${params.uploaded} and added to the media kit.`,
  };
}

/** The media library: every uploaded image, and the upload form (docs/operations.md#media-library). */
export default async function MediaLibraryPage({ searchParams }: Props) {
  await requireStaffPage('/admin/content/media');
  const images = listLibrary();
  const releases = loadArticles().map((article) => ({ slug: article.slug, title: article.title }));
  const titles = new Map(releases.map((release) => [release.slug, release.title]));
  return (
    <div className="space-y-10">
      <div>
        <h1 className="text-2xl font-semibold">Media library</h1>
        <p className="mt-1 text-muted">
          JPEG, PNG or WebP up to {MAX_UPLOAD_BYTES / 1024 / 1024} MB. Each upload is re-encoded (metadata such as GPS
          removed, at most {MAX_EDGE} px on its long side) and offered on the public media kit with its release.
        </p>
      </div>
      <Outcome {...outcome(await searchParams)} />
      <UploadForm releases={releases} />
      <MediaTable images={images} titles={titles} />
    </div>
  );
}
