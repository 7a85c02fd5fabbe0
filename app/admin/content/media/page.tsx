import type { Metadata } from 'next';
import { adminCaption, adminCell, adminControl, adminHeadCell, adminTable } from '@/components/admin/admin-styles';
import { Outcome } from '@/components/admin/outcome';
import { requireStaffPage } from '@/lib/admin/guard';
import { formatTime } from '@/lib/admin/lead-labels';
import { loadArticles } from '@/lib/newsroom/articles';
import { libraryUrl, listLibrary, MAX_EDGE, MAX_UPLOAD_BYTES, UPLOAD_ERRORS, type UploadErrorCode } from '@/lib/media/library';

export const metadata: Metadata = { title: 'Media library' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

function outcome(params: Record<string, string | string[] | undefined>): { error?: string; done?: string } {
  const error = typeof params.error === 'string' && params.error in UPLOAD_ERRORS ? UPLOAD_ERRORS[params.error as UploadErrorCode] : undefined;
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
      <form method="post" action="/admin/content/media/upload" encType="multipart/form-data" className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <label htmlFor="media-file" className="font-medium">Image</label>
          <input id="media-file" name="file" type="file" required accept="image/jpeg,image/png,image/webp" className={adminControl} />
        </div>
        <div className="sm:col-span-2">
          <label htmlFor="media-alt" className="font-medium">Alt text</label>
          <input id="media-alt" name="alt" required minLength={3} maxLength={300} className={adminControl} />
        </div>
        <div>
          <label htmlFor="media-caption" className="font-medium">Caption</label>
          <input id="media-caption" name="caption" maxLength={500} className={adminControl} />
        </div>
        <div>
          <label htmlFor="media-credit" className="font-medium">Credit</label>
          <input id="media-credit" name="credit" maxLength={200} className={adminControl} />
        </div>
        <div>
          <label htmlFor="media-release" className="font-medium">Release</label>
          <select id="media-release" name="release" defaultValue="" className={adminControl}>
            <option value="">None (general photo)</option>
            {releases.map((release) => (
              <option key={release.slug} value={release.slug}>
                {release.title}
              </option>
            ))}
          </select>
        </div>
        <div className="self-end">
          <button type="submit" className="btn btn-primary btn-md">Upload</button>
        </div>
      </form>
      <table className={adminTable}>
        <caption className={adminCaption}>{images.length ? `${images.length} images, newest first` : 'No images yet'}</caption>
        <thead>
          <tr>
            <th scope="col" className={adminHeadCell}>Image</th>
            <th scope="col" className={adminHeadCell}>Details</th>
            <th scope="col" className={adminHeadCell}>Release</th>
            <th scope="col" className={adminHeadCell}>Uploaded</th>
          </tr>
        </thead>
        <tbody>
          {images.map((image) => (
            <tr key={image.file} data-testid="media-row">
              <td className={adminCell}>
                {/* eslint-disable-next-line @next/next/no-img-element -- the stored file itself, already re-encoded */}
                <img src={libraryUrl(image.file)} alt={image.alt} width={120} height={Math.round((120 * image.height) / image.width)} loading="lazy" />
              </td>
              <td className={adminCell}>
                <a href={libraryUrl(image.file)} className="underline underline-offset-4"><code>{image.file}</code></a>
                <p>{image.type}, {image.width} × {image.height}, {Math.round(image.bytes / 1024)} kB</p>
                {image.caption && <p>{image.caption}</p>}
                {image.credit && <p className="text-muted">Credit: {image.credit}</p>}
              </td>
              <td className={adminCell}>{image.release ? (titles.get(image.release) ?? image.release) : '—'}</td>
              <td className={adminCell}>{formatTime(image.uploadedAt)} by {image.uploadedBy}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
