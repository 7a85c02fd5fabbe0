import { SelectField, TextField } from '@/components/admin/form/fields';

type Props = { releases: readonly { slug: string; title: string }[] };

/** The upload form: a plain multipart post to the upload route, so it works without JavaScript. */
export function UploadForm({ releases }: Props) {
  const titles = Object.fromEntries(releases.map((release) => [release.slug, release.title]));
  return (
    <form
      method="post"
      action="/admin/content/media/upload"
      encType="multipart/form-data"
      className="grid gap-4 sm:grid-cols-2"
    >
      <TextField
        id="media-file"
        name="file"
        type="file"
        label="Image"
        required
        accept="image/jpeg,image/png,image/webp"
        className="sm:col-span-2"
      />
      <TextField
        id="media-alt"
        name="alt"
        label="Alt text"
        required
        minLength={3}
        maxLength={300}
        className="sm:col-span-2"
      />
      <TextField id="media-caption" name="caption" label="Caption" maxLength={500} />
      <TextField id="media-credit" name="credit" label="Credit" maxLength={200} />
      <SelectField
        id="media-release"
        name="release"
        label="Release"
        choices={{ '': 'None (general photo)', ...titles }}
      />
      <div className="self-end">
        <button type="submit" className="btn btn-primary btn-md">
          Upload
        </button>
      </div>
    </form>
  );
}
