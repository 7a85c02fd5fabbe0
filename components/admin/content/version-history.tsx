import { restoreContentVersion } from '@/app/admin/content/content-actions';
import { documentId, type ContentDocument } from '@/lib/authoring/documents';
import { editorPath } from '@/lib/admin/content-editor';
import { listVersions, readVersion, sourceVersion } from '@/lib/authoring/save';

type Props = { doc: ContentDocument; currentVersion: string; viewing?: string };

/** When a version was saved, as the back office shows it. */
export const when = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso)) +
  ' UTC';

/** The kept versions of a document, newest first: who saved each and when, to view or restore. */
export function VersionHistory({ doc, currentVersion, viewing }: Props) {
  const versions = listVersions(doc);
  const viewed = viewing ? versions.find((version) => version.id === viewing) : undefined;
  const viewedText = viewed ? readVersion(doc, viewed.id) : undefined;
  return (
    <section id="versions" aria-labelledby="versions-heading" className="mt-12 space-y-4">
      <h2 id="versions-heading" className="text-xl font-semibold">
        Earlier versions
      </h2>
      {versions.length === 0 ? (
        <p className="text-muted">None yet: a version is kept from the first save here.</p>
      ) : (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Kept versions, newest first</caption>
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className="py-2">
                Saved
              </th>
              <th scope="col">By</th>
              <th scope="col">What</th>
              <th scope="col">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {versions.map((version) => {
              const current = sourceVersion(readVersion(doc, version.id) ?? null) === currentVersion;
              return (
                <tr key={version.id} className="border-b border-border align-top">
                  <td className="py-2">{when(version.savedAt)}</td>
                  <td>{version.by ? version.by.name || version.by.email : '—'}</td>
                  <td>
                    {version.note}
                    {current && <strong className="ml-2">(current)</strong>}
                  </td>
                  <td className="flex flex-wrap justify-end gap-2 py-2">
                    <a
                      href={`${editorPath(doc)}?version=${version.id}#version-text`}
                      className="btn btn-outline btn-sm"
                    >
                      View<span className="sr-only"> the version of {when(version.savedAt)}</span>
                    </a>
                    {!current && (
                      <form action={restoreContentVersion}>
                        <input type="hidden" name="kind" value={doc.kind} />
                        <input type="hidden" name="id" value={documentId(doc)} />
                        <input type="hidden" name="versionId" value={version.id} />
                        <input type="hidden" name="baseVersion" value={currentVersion} />
                        <button type="submit" className="btn btn-outline btn-sm">
                          Restore<span className="sr-only"> the version of {when(version.savedAt)}</span>
                        </button>
                      </form>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
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
