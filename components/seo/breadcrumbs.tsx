import Link from 'next/link';
import { breadcrumbJsonLd, type Crumb } from '@/lib/seo/breadcrumbs';
import { JsonLd } from './json-ld';

/** The visible breadcrumb trail and its BreadcrumbList from the same crumbs, so the two cannot differ. */
export function Breadcrumbs({ crumbs, className }: { crumbs: readonly Crumb[]; className?: string }) {
  const current = crumbs.length - 1;
  return (
    <>
      <nav aria-label="Breadcrumb" className={`text-sm text-muted ${className ?? ''}`}>
        <ol className="flex flex-wrap items-center gap-2">
          {crumbs.map((crumb, index) => (
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
      <JsonLd data={breadcrumbJsonLd(crumbs)} />
    </>
  );
}
