import type { Metadata } from 'next';
import SiteLayout, { generateMetadata as siteMetadata } from './[locale]/layout';
import NotFound, { generateMetadata as notFoundMetadata } from './[locale]/not-found';

const english = { params: Promise.resolve({ locale: 'en' }) };

// The public pages and the back office have separate root layouts, so a URL that matches no route
// gets this page, which renders the public site's layout around its 404 (docs/architecture.md).
export async function generateMetadata(): Promise<Metadata> {
  const [site, notFound] = await Promise.all([siteMetadata(english), notFoundMetadata()]);
  return { ...site, ...notFound };
}

// Outside [locale] there is no language in the URL: the 404 is English.
export default function GlobalNotFound() {
  return (
    <SiteLayout {...english}>
      <NotFound />
    </SiteLayout>
  );
}
