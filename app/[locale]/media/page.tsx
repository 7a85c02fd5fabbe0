import { Link } from '#i18n';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BrandColours, FactSheet, ImageGrid, KitFileTiles, Section } from '@/components/media-kit/kit-sections';
import { PageHeaderSection } from '@/components/sections/page-header';
import { site } from '@/lib/config/site';
import { getAbout, getArticles } from '@/lib/provider/content';
import { languageTag } from '@/lib/i18n/locales';
import { currentLocale } from '@/lib/i18n/server';
import { getLibraryImages, groupLibrary, KIT_ZIP_PATH, kitZipEntries, photoZipName, releaseZipName } from '@/lib/media/kit';
import { articlePath } from '@/lib/newsroom/articles';
import { buildMetadata } from '@/lib/seo/metadata';

// Uploads refresh the page through the 'media' tag; the time bound is for a release whose embargo
// ends, whose images then join the page without an upload or a deploy.
export const revalidate = 300;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('MediaKit');
  return buildMetadata({
    title: t('metaTitle'),
    description: t('metaDescription', { brand: site.brand }),
    path: '/media',
    locale: await currentLocale(),
    keywords: ['Kairo PR media kit', 'Kairo PR logo', 'press kit', 'press photos'],
  });
}

export default async function MediaKitPage() {
  const locale = await currentLocale();
  const [t, about, images, articles, entries] = await Promise.all([
    getTranslations('MediaKit'),
    getAbout(locale),
    getLibraryImages(),
    getArticles(),
    kitZipEntries(),
  ]);
  const { releases, photos } = groupLibrary(images, articles, locale);
  const logoNames = { logoLight: t('files.logoLight'), logoDark: t('files.logoDark'), mark: t('files.mark'), portrait: '' };
  const leaderNames = { ...logoNames, portrait: t('files.portrait', { name: about.founder.name, title: about.founder.title }) };
  return (
    <>
      <PageHeaderSection id="media-kit" eyebrow={t('eyebrow')} title={t('title')} intro={t('intro', { brand: site.brand })} align="left">
        <p className="mt-6 flex flex-wrap items-center gap-4">
          <a href={KIT_ZIP_PATH} download className="btn btn-primary btn-md" data-testid="kit-zip">
            {t('downloadAll')}
          </a>
          <span className="text-sm text-muted">{t('downloadAllNote', { count: entries.length })}</span>
        </p>
        <p className="mt-4 text-sm text-muted">{t('usage', { brand: site.brand })}</p>
      </PageHeaderSection>
      <div className="mx-auto max-w-7xl space-y-12 px-4 pb-16 sm:px-6">
        <Section id="logos" title={t('sections.logos')}>
          <p className="max-w-3xl text-muted">{t('logosIntro')}</p>
          <KitFileTiles group="logos" names={logoNames} />
        </Section>
        <Section id="leadership" title={t('sections.leadership')}>
          <KitFileTiles group="leadership" names={leaderNames} />
        </Section>
        <Section id="fact-sheet" title={t('sections.factSheet')}>
          <FactSheet locale={locale} />
        </Section>
        <Section id="colours" title={t('sections.colours')}>
          <BrandColours />
        </Section>
        <Section id="release-images" title={t('sections.releaseImages')}>
          {releases.length === 0 && <p className="text-muted">{t('noReleaseImages')}</p>}
          {releases.map((group) => {
            const lang = group.article.locale === locale ? undefined : languageTag[group.article.locale];
            return (
              <div key={group.key} className="space-y-4">
                <h3 lang={lang} className="text-lg font-semibold">
                  <Link href={articlePath(group.article.slug)} className="hover:text-brand">
                    {group.article.title}
                  </Link>
                </h3>
                <ImageGrid images={group.images} zipName={(image) => releaseZipName(group.key, image)} />
              </div>
            );
          })}
        </Section>
        {photos.length > 0 && (
          <Section id="photos" title={t('sections.photos')}>
            <ImageGrid images={photos} zipName={photoZipName} />
          </Section>
        )}
      </div>
    </>
  );
}
