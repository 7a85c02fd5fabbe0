import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Link } from '#i18n';
import { ErrorScreen } from '@/components/layout/error-screen';
import { pageTitle } from '@/lib/seo/metadata';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('ErrorScreen');
  return {
    title: { absolute: pageTitle(t('notFound')) },
    description: t('notFoundDescription'),
    robots: { index: false, follow: true },
  };
}

/** Where a visitor who mistyped a URL most likely wanted to go; labels from the `Sitemap` messages. */
const SUGGESTED_PAGES = [
  { path: '/sitemap', key: 'sitemap' },
  { path: '/services', key: 'services' },
  { path: '/pr-studio', key: 'prStudio' },
  { path: '/contact', key: 'contact' },
] as const;

export default async function NotFound() {
  const [t, pages] = await Promise.all([getTranslations('ErrorScreen'), getTranslations('Sitemap.pages')]);
  return (
    <ErrorScreen
      detail={t('notFound')}
      more={
        <>
          <p className="text-muted">{t('notFoundDescription')}</p>
          <NotFoundSuggestions label={t('suggestions')} pages={pages} />
        </>
      }
    />
  );
}

function NotFoundSuggestions({
  label,
  pages,
}: {
  label: string;
  pages: (key: (typeof SUGGESTED_PAGES)[number]['key']) => string;
}) {
  return (
    <nav aria-labelledby="not-found-suggestions">
      <p id="not-found-suggestions">{label}</p>
      <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
        {SUGGESTED_PAGES.map((page) => (
          <li key={page.path}>
            <Link href={page.path} className="text-brand underline-offset-4 hover:underline">
              {pages(page.key)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
