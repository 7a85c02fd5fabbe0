import { when } from '@/components/admin/content/saved-time';
import { AdminTable, type Column } from '@/components/admin/table/admin-table';
import type { DocumentSummary } from '@/lib/admin/content-editor';
import { localeName } from '@/lib/i18n/locales';

function Translations({ row }: { row: DocumentSummary }) {
  return (
    <ul className="flex flex-wrap gap-x-3">
      {row.translations?.map((translation) => (
        <li key={translation.locale}>
          <a
            href={translation.path}
            lang={translation.locale}
            className={`underline underline-offset-4${translation.exists ? '' : ' text-muted'}`}
          >
            {localeName[translation.locale]}
          </a>
          {!translation.exists && <span className="text-muted"> (not written: English is shown)</span>}
          {translation.problem && (
            <span className="text-danger"> (invalid: its last valid text, or English, is shown)</span>
          )}
        </li>
      ))}
    </ul>
  );
}

const lastSaved = ({ lastSaved: saved }: DocumentSummary) =>
  saved ? `${when(saved.savedAt)}${saved.by ? ` by ${saved.by.name || saved.by.email}` : ''}` : '—';

const COLUMNS: readonly Column<DocumentSummary>[] = [
  {
    header: 'Name',
    cell: (row) => (
      <>
        <a href={row.path} className="font-medium underline underline-offset-4">
          {row.title}
        </a>
        {row.problem && <p className="text-danger">Invalid: {row.problem}</p>}
      </>
    ),
  },
  { header: 'File', cell: (row) => <code>{row.file}</code> },
  { header: 'Cache tag', cell: (row) => <code>{row.tag}</code> },
  { header: 'Last saved here', cell: lastSaved },
];

const TRANSLATIONS: Column<DocumentSummary> = { header: 'Translations', cell: (row) => <Translations row={row} /> };

/** Content files or articles: each links to its editor, with its translations where it has them. */
export function DocumentTable({ caption, rows }: { caption: string; rows: DocumentSummary[] }) {
  const columns = rows.some((row) => row.translations) ? [...COLUMNS, TRANSLATIONS] : COLUMNS;
  return <AdminTable hiddenCaption={caption} columns={columns} rows={rows} rowKey={(row) => row.file} />;
}
