import { AdminTable, type Column } from '@/components/admin/table/admin-table';
import { formatTime } from '@/lib/admin/lead-labels';
import { libraryUrl, type LibraryImage } from '@/lib/media/library';

type Props = { images: readonly LibraryImage[]; titles: ReadonlyMap<string, string> };

/** Every uploaded image, newest first: a thumbnail, its file and details, its release, who uploaded it. */
export function MediaTable({ images, titles }: Props) {
  const columns: readonly Column<LibraryImage>[] = [
    {
      header: 'Image',
      cell: (image) => (
        // eslint-disable-next-line @next/next/no-img-element -- the stored file itself, already re-encoded
        <img
          src={libraryUrl(image.file)}
          alt={image.alt}
          width={120}
          height={Math.round((120 * image.height) / image.width)}
          loading="lazy"
        />
      ),
    },
    {
      header: 'Details',
      cell: (image) => (
        <>
          <a href={libraryUrl(image.file)} className="underline underline-offset-4">
            <code>{image.file}</code>
          </a>
          <p>
            {image.type}, {image.width} × {image.height}, {Math.round(image.bytes / 1024)} kB
          </p>
          {image.caption && <p>{image.caption}</p>}
          {image.credit && <p className="text-muted">Credit: {image.credit}</p>}
        </>
      ),
    },
    { header: 'Release', cell: (image) => (image.release ? (titles.get(image.release) ?? image.release) : '—') },
    { header: 'Uploaded', cell: (image) => `${formatTime(image.uploadedAt)} by ${image.uploadedBy}` },
  ];
  return (
    <AdminTable
      caption={images.length ? `${images.length} images, newest first` : 'No images yet'}
      columns={columns}
      rows={images}
      rowKey={(image) => image.file}
      testId="media-row"
    />
  );
}
