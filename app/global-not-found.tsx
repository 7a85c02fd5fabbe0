import type { Metadata } from 'next';
import { currentLocale } from '@/lib/i18n/server';
import SiteLayout, { generateMetadata as siteMetadata } from './[locale]/layout';
import NotFound, { generateMetadata as notFoundMetadata } from './[locale]/not-found';

// The public pages and the back office have separate root layouts, so a URL that matches no route
// gets this page, which renders the public site's layout around its 404 (docs/architecture.md), in
// the language of the URL's prefix (lib/i18n/request.ts).
async function params() {
  return { params: Promise.resolve({ locale: await currentLocale() }) };
}

export async function generateMetadata(): Promise<Metadata> {
  const [site, notFound] = await Promise.all([siteMetadata(await params()), notFoundMetadata()]);
  return { ...site, ...notFound };
}

export default async function GlobalNotFound() {
  return (
    <SiteLayout {...await params()}>
      <NotFound />
    </SiteLayout>
  );
}
