import type { Metadata } from 'next';
import SiteLayout, { metadata as siteMetadata } from './[locale]/layout';
import NotFound, { metadata as notFoundMetadata } from './[locale]/not-found';

// The public pages and the back office have separate root layouts, so a URL that matches no route
// gets this page, which renders the public site's layout around its 404 (docs/architecture.md).
export const metadata: Metadata = { ...siteMetadata, ...notFoundMetadata };

// Outside [locale] there is no language in the URL: the 404 is English.
export default function GlobalNotFound() {
  return (
    <SiteLayout params={Promise.resolve({ locale: 'en' })}>
      <NotFound />
    </SiteLayout>
  );
}
