import { AdminTable, type Column } from '@/components/admin/table/admin-table';
import { documentId, type ContentDocument } from '@/lib/authoring/documents';
import { editorPath } from '@/lib/admin/content-editor';
import { listVersions, readVersion, sourceVersion, type VersionEntry } from '@/lib/authoring/save';
import { when } from './saved-time';

export type RestoreAction = (form: FormData) => Promise<void>;

type Props = { doc: ContentDocument; currentVersion: string; viewing?: string; restore: RestoreAction };

type Version = VersionEntry & { current: boolean };

function VersionActions({ doc, version, currentVersion, restore }: Omit<Props, 'viewing'> & { version: Version }) {
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <a href={`${editorPath(doc)}?version=${version.id}#version-text`} className="btn btn-outline btn-sm">
        View<span className="sr-only"> the version of {when(version.savedAt)}</span>
      </a>
      {!version.current && (
        <form action={restore}>
          <input type="hidden" name="kind" value={doc.kind} />
          <input type="hidden" name="id" value={documentId(doc)} />
          <input type="hidden" name="versionId" value={version.id} />
          <input type="hidden" name="baseVersion" value={currentVersion} />
          <button type="submit" className="btn btn-outline btn-sm">
            Restore<span className="sr-only"> the version of {when(version.savedAt)}</span>
          </button>
        </form>
      )}
    </div>
  );
}

/** The kept versions of a document, newest first: who saved each and when, to view or restore. */
export function VersionHistory({ doc, currentVersion, viewing, restore }: Props) {
  const versions: Version[] = listVersions(doc).map((version) => ({
    ...version,
    current: sourceVersion(readVersion(doc, version.id) ?? null) === currentVersion,
  }));
  const viewed = viewing ? versions.find((version) => version.id === viewing) : undefined;
  const viewedText = viewed ? readVersion(doc, viewed.id) : undefined;
  const columns: readonly Column<Version>[] = [
    { header: 'Saved', cell: (version) => when(version.savedAt) },
    { header: 'By', cell: (version) => (version.by ? version.by.name || version.by.email : '—') },
    {
      header: 'What',
      cell: (version) => (
        <>
          {version.note}
          {version.current && <strong className="ml-2">(current)</strong>}
        </>
      ),
    },
    {
      header: <span className="sr-only">Actions</span>,
      cell: (version) => (
        <VersionActions doc={doc} version={version} currentVersion={currentVersion} restore={restore} />
      ),
    },
  ];
  return (
    <section id="versions" aria-labelledby="versions-heading" className="mt-12 space-y-4">
      <h2 id="versions-heading" className="text-xl font-semibold">
        Earlier versions
      </h2>
      <AdminTable
        hiddenCaption="Kept versions, newest first"
        columns={columns}
        rows={versions}
        empty="None yet: a version is kept from the first save here."
      />
      {viewed && viewedText !== undefined && (
        <figure id="version-text" className="space-y-2">
          <figcaption className="font-semibold">The version of {when(viewed.savedAt)}</figcaption>
          <pre
            tabIndex={0}
            className="max-h-[32rem] overflow-auto rounded-lg border border-border p-4 text-xs whitespace-pre-wrap"
          >
            {viewedText}
          </pre>
        </figure>
      )}
    </section>
  );
}
