import { getTranslations } from 'next-intl/server';
import { contentLang } from '@/components/sections/content-lang';
import type { Locale } from '@/lib/i18n/locales';
import { BRAND_COLOURS_FILE, factSheet, factSheetFile, kitZipName } from '@/lib/media/kit';
import { BRAND_COLOURS, KIT_FILES, kitFileUrl, type KitFile } from '@/lib/media/kit-files';
import { libraryUrl, type LibraryImage } from '@/lib/media/library';

const linkClass = 'font-medium text-brand underline underline-offset-4 hover:no-underline';
const sectionClass = 'space-y-6 border-t border-border pt-10';

export function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className={sectionClass}>
      <h2 id={id} className="text-2xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One download link; `data-zip-entry` names the same file inside the ZIP (the tests compare both). */
function Download({ href, zip, label, children }: { href: string; zip: string; label?: string; children: React.ReactNode }) {
  return (
    <a href={href} download aria-label={label} data-zip-entry={zip} className={linkClass}>
      {children}
    </a>
  );
}

/** The logo and portrait tiles: a preview on the background the file is made for, and one link per format. */
export async function KitFileTiles({ group, names }: { group: KitFile['group']; names: Record<KitFile['key'], string> }) {
  const t = await getTranslations('MediaKit');
  const files = KIT_FILES.filter((file) => file.group === group);
  const keys = [...new Set(files.map((file) => file.key))];
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {keys.map((key) => {
        const formats = files.filter((file) => file.key === key);
        const preview = formats.find((file) => file.format !== 'PNG') ?? formats[0];
        const tile = preview.preview === 'dark' ? 'bg-[#0b1120]' : 'bg-white';
        return (
          <li key={key} className="overflow-hidden rounded-2xl border border-border bg-card">
            <div className={`flex aspect-[4/3] items-center justify-center p-6 ${tile}`}>
              {/* eslint-disable-next-line @next/next/no-img-element -- the downloadable file itself, shown as it is */}
              <img src={kitFileUrl(preview.previewFile ?? preview.file)} alt="" width={preview.width} height={preview.height} loading="lazy" className="max-h-full w-auto max-w-full object-contain" />
            </div>
            <div className="space-y-2 p-4 text-sm">
              <p className="font-semibold">{names[key]}</p>
              {key === 'portrait' && <p className="text-muted">{t('placeholder')}</p>}
              <p className="flex flex-wrap gap-4">
                {formats.map((file) => (
                  <Download
                    key={file.file}
                    href={kitFileUrl(file.file)}
                    zip={kitZipName(file)}
                    label={t('downloadLabel', { name: names[key], format: file.format, width: file.width, height: file.height })}
                  >
                    {t('download', { format: file.format })}
                  </Download>
                ))}
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

export async function FactSheet({ locale }: { locale: Locale }) {
  const [t, rows, lang] = await Promise.all([getTranslations('MediaKit'), factSheet(locale), contentLang('about', locale)]);
  return (
    <>
      <dl className="grid gap-x-8 gap-y-4 sm:grid-cols-[12rem_1fr]">
        {rows.map((row) => (
          <div key={row.key} className="contents">
            <dt className="font-semibold">{t(`fact.${row.key}`)}</dt>
            <dd lang={row.key === 'founder' || row.key === 'mission' ? lang : undefined} className="text-muted">
              {row.values.length === 1 ? row.values[0] : (
                <ul className="space-y-1">
                  {row.values.map((value) => (
                    <li key={value}>{value}</li>
                  ))}
                </ul>
              )}
            </dd>
          </div>
        ))}
      </dl>
      <p>
        <Download href={`/media/${factSheetFile(locale)}`} zip={factSheetFile(locale)}>
          {t('downloadFactSheet')}
        </Download>
      </p>
    </>
  );
}

export async function BrandColours() {
  const t = await getTranslations('MediaKit.colours');
  const swatch = (hex: string) => (
    <span className="inline-flex items-center gap-2">
      <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24">
        <rect x="0.5" y="0.5" width="23" height="23" rx="6" fill={hex} stroke="currentColor" strokeOpacity="0.25" />
      </svg>
      <code>{hex}</code>
    </span>
  );
  return (
    <>
      <table className="w-full text-left text-sm">
        <thead>
          <tr className="border-b border-border">
            <th scope="col" className="py-2">{t('token')}</th>
            <th scope="col">{t('lightTheme')}</th>
            <th scope="col">{t('darkTheme')}</th>
          </tr>
        </thead>
        <tbody>
          {BRAND_COLOURS.map((colour) => (
            <tr key={colour.token} className="border-b border-border">
              <th scope="row" className="py-2 font-medium">{t(colour.token as 'brand')}</th>
              <td>{swatch(colour.light)}</td>
              <td>{swatch(colour.dark)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        <Download href={`/media/${BRAND_COLOURS_FILE}`} zip={BRAND_COLOURS_FILE}>
          {(await getTranslations('MediaKit'))('downloadColours')}
        </Download>
      </p>
    </>
  );
}

/** Library images: a thumbnail, the caption and credit, and the full-resolution file. */
export async function ImageGrid({ images, zipName }: { images: LibraryImage[]; zipName: (image: LibraryImage) => string }) {
  const t = await getTranslations('MediaKit');
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {images.map((image) => (
        <li key={image.file} className="overflow-hidden rounded-2xl border border-border bg-card text-sm">
          <figure>
            {/* eslint-disable-next-line @next/next/no-img-element -- the stored, re-encoded original */}
            <img src={libraryUrl(image.file)} alt={image.alt} width={image.width} height={image.height} loading="lazy" className="aspect-[4/3] w-full object-cover" />
            <figcaption className="space-y-2 p-4">
              {image.caption && <p>{image.caption}</p>}
              {image.credit && <p className="text-muted">{t('credit', { credit: image.credit })}</p>}
              <p>
                <Download href={libraryUrl(image.file)} zip={zipName(image)}>
                  {t('imageDownload', { width: image.width, height: image.height })}
                </Download>
              </p>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

