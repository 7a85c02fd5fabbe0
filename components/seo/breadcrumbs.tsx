import { getTranslations } from 'next-intl/server';
import { Link } from '#i18n';
import { currentLocale } from '@/lib/i18n/server';
import { breadcrumbJsonLd, type Crumb } from '@/lib/seo/breadcrumbs';
import { JsonLd } from './json-ld';

/**
 * The visible breadcrumb trail and its BreadcrumbList from the same crumbs, so the two cannot differ.
 * Crumbs carry unprefixed paths; both the links and the JSON-LD point at the page's locale, and the
 * first step (the home page) is named in that locale.
 */
export async function Breadcrumbs({ crumbs, className }: { crumbs: readonly Crumb[]; className?: string }) {
  const locale = await currentLocale();
  const t = await getTranslations('Seo');
  const named = crumbs.map((crumb) => (crumb.path === '/' ? { ...crumb, name: t('home') } : crumb));
  const current = named.length - 1;
  return (
    <>
      <nav aria-label={t('breadcrumbLabel')} data-breadcrumbs="" className={`text-sm text-muted ${className ?? ''}`}>
        <ol className="flex flex-wrap items-center gap-2">
          {named.map((crumb, index) => (
            <li key={crumb.path} className="flex items-center gap-2">
              {index > 0 && <span aria-hidden="true">/</span>}
              {index === current ? (
                <span aria-current="page" className="text-foreground">
                  {crumb.name}
                </span>
              ) : (
                <Link href={crumb.path} className="hover:text-brand">
                  {crumb.name}
                </Link>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <JsonLd data={breadcrumbJsonLd(named, locale)} />
    </>
  );
}
