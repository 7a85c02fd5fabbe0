import { adminControl } from '@/components/admin/admin-styles';

type Props = { releases: readonly { slug: string; title: string }[] };

/** The upload form: a plain multipart post to the upload route, so it works without JavaScript. */
export function UploadForm({ releases }: Props) {
  return (
    <form
      method="post"
      action="/admin/content/media/upload"
      encType="multipart/form-data"
      className="grid gap-4 sm:grid-cols-2"
    >
      <div className="sm:col-span-2">
        <label htmlFor="media-file" className="font-medium">
          Image
        </label>
        <input
          id="media-file"
          name="file"
          type="file"
          required
          accept="image/jpeg,image/png,image/webp"
          className={adminControl}
        />
      </div>
      <div className="sm:col-span-2">
        <label htmlFor="media-alt" className="font-medium">
          Alt text
        </label>
        <input id="media-alt" name="alt" required minLength={3} maxLength={300} className={adminControl} />
      </div>
      <div>
        <label htmlFor="media-caption" className="font-medium">
          Caption
        </label>
        <input id="media-caption" name="caption" maxLength={500} className={adminControl} />
      </div>
      <div>
        <label htmlFor="media-credit" className="font-medium">
          Credit
        </label>
        <input id="media-credit" name="credit" maxLength={200} className={adminControl} />
      </div>
      <div>
        <label htmlFor="media-release" className="font-medium">
          Release
        </label>
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
        <button type="submit" className="btn btn-primary btn-md">
          Upload
        </button>
      </div>
    </form>
  );
}
