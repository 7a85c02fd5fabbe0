/**
 * What the media kit offers (docs/behaviour.md#media-kit), shared by the /media page and its ZIP so
 * that the archive holds exactly the files the page lists: the fixed kit files, the fact sheet in
 * every language, the brand colours, and the library's images of every release that is out.
 */
import 'server-only';
import path from 'node:path';
import { unstable_cache } from 'next/cache';
import { getTranslations } from 'next-intl/server';
import { site } from '@/lib/config/site';
import { getAbout, getArticles, getStats } from '@/lib/provider/content';
import { MEDIA_CACHE_TAG } from '@/lib/content/cache-tags';
import { locales, type Locale } from '@/lib/i18n/locales';
import { releasedOnly } from '@/lib/newsroom/embargo';
import type { Article } from '@/lib/newsroom/front-matter';
import { articlesForLocale } from '@/lib/newsroom/translations';
import { brandColoursText, KIT_FILES, KIT_PUBLIC_FOLDER, type KitFile } from './kit-files';
import { libraryDir, listLibrary, type LibraryImage } from './library';

/** Read by every page render and ZIP; expired by an upload (the 'media' tag). */
export const getLibraryImages = unstable_cache(async () => listLibrary(), ['media-library', 'v1'], {
  tags: [MEDIA_CACHE_TAG],
  revalidate: false,
});

export const factSheetFile = (locale: Locale) => `fact-sheet-${locale}.txt`;
export const BRAND_COLOURS_FILE = 'brand-colours.txt';
export const KIT_ZIP_PATH = '/media/kit.zip';

/** Where each fixed file sits in the ZIP. */
export function kitZipName(file: KitFile): string {
  return `${file.group}/${file.file}`;
}

export type ReleaseImages = { key: string; article: Article; images: LibraryImage[] };

/**
 * The library's images by release, for `locale`: each group under the release's title in that
 * language (or its English original), only for releases that are out; images of a release under
 * embargo, or of one that no longer exists, are left out. Images with no release are `photos`.
 */
export function groupLibrary(
  images: readonly LibraryImage[],
  articles: readonly Article[],
  locale: Locale,
  now = Date.now(),
): { releases: ReleaseImages[]; photos: LibraryImage[] } {
  const released = releasedOnly(articles, now);
  const bySlug = new Map(released.map((article) => [article.slug, article]));
  const shown = new Map(articlesForLocale(released, locale).map((article) => [article.translationKey, article]));
  const groups = new Map<string, ReleaseImages>();
  const photos: LibraryImage[] = [];
  for (const image of images) {
    if (!image.release) {
      photos.push(image);
      continue;
    }
    const key = bySlug.get(image.release)?.translationKey;
    const article = key ? shown.get(key) : undefined;
    if (!key || !article) continue;
    const group = groups.get(key) ?? { key, article, images: [] };
    group.images.push(image);
    groups.set(key, group);
  }
  const releases = [...groups.values()].sort((a, b) => b.article.date.localeCompare(a.article.date));
  return { releases, photos };
}

export const releaseZipName = (key: string, image: LibraryImage) => `releases/${key}/${image.file}`;
export const photoZipName = (image: LibraryImage) => `photos/${image.file}`;

export type FactRow = { key: 'company' | 'focus' | 'founder' | 'offices' | 'figures' | 'mission' | 'website' | 'press'; values: string[] };

/** The fact sheet's rows in `locale`, from the content files and the site's settings. */
export async function factSheet(locale: Locale): Promise<FactRow[]> {
  const [about, stats, t, footer] = await Promise.all([
    getAbout(locale),
    getStats(locale),
    getTranslations({ locale, namespace: 'MediaKit.fact' }),
    getTranslations({ locale, namespace: 'Footer' }),
  ]);
  const number = new Intl.NumberFormat(locale);
  return [
    { key: 'company', values: [site.brand] },
    { key: 'focus', values: [t('focusText')] },
    { key: 'founder', values: [t('person', { name: about.founder.name, title: about.founder.title })] },
    {
      key: 'offices',
      values: (['international', 'vietnam'] as const).map((office) =>
        t('place', { city: footer(`${office}.city`), country: footer(`${office}.country`) }),
      ),
    },
    { key: 'figures', values: stats.map((stat) => `${number.format(stat.value)}${stat.suffix} ${stat.label}`) },
    { key: 'mission', values: [about.mission.text] },
    { key: 'website', values: [site.url] },
    { key: 'press', values: [site.email] },
  ];
}

/** The fact sheet as the plain text file offered for download and put in the ZIP. */
export async function factSheetText(locale: Locale): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'MediaKit' });
  const rows = await factSheet(locale);
  const body = rows.map((row) => `${t(`fact.${row.key}`)}\n${row.values.map((value) => `  ${value}`).join('\n')}`);
  return `${site.brand} — ${t('sections.factSheet')}\n\n${body.join('\n\n')}\n`;
}

export type ZipEntry = { name: string } & ({ file: string } | { text: () => Promise<string> });

/** Every file of the ZIP, in the page's order; files are read from disk as the archive streams. */
export async function kitZipEntries(now = Date.now()): Promise<ZipEntry[]> {
  const publicFolder = path.join(/*turbopackIgnore: true*/ process.cwd(), 'public', KIT_PUBLIC_FOLDER);
  const { releases, photos } = groupLibrary(await getLibraryImages(), await getArticles(), 'en', now);
  const library = libraryDir();
  return [
    ...KIT_FILES.map((file) => ({ name: kitZipName(file), file: path.join(/*turbopackIgnore: true*/ publicFolder, file.file) })),
    ...locales.map((locale) => ({ name: factSheetFile(locale), text: () => factSheetText(locale) })),
    { name: BRAND_COLOURS_FILE, text: async () => brandColoursText() },
    ...releases.flatMap((group) =>
      group.images.map((image) => ({ name: releaseZipName(group.key, image), file: path.join(/*turbopackIgnore: true*/ library, image.file) })),
    ),
    ...photos.map((image) => ({ name: photoZipName(image), file: path.join(/*turbopackIgnore: true*/ library, image.file) })),
  ];
}
