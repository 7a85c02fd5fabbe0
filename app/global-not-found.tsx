import type { Metadata } from 'next';
import SiteLayout, { metadata as siteMetadata } from './(site)/layout';
import NotFound, { metadata as notFoundMetadata } from './(site)/not-found';

// The public pages and the back office have separate root layouts, so a URL that matches no route
// gets this page, which renders the public site's layout around its 404 (docs/architecture.md).
export const metadata: Metadata = { ...siteMetadata, ...notFoundMetadata };

export default function GlobalNotFound() {
  return (
    <SiteLayout>
      <NotFound />
    </SiteLayout>
  );
}
