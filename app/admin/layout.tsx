import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { AdminNav } from '@/components/admin/admin-nav';
import { currentStaff } from '@/lib/admin/guard';
import { site } from '@/lib/config/site';
import { signOut } from './session-actions';
import '../globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  title: { default: `Back office · ${site.brand}`, template: `%s · Back office · ${site.brand}` },
  robots: { index: false, follow: false, nocache: true },
};

/**
 * The back office's own root layout: none of the public site's header, footer, cookie banner or
 * chat (those live in app/[locale]/layout.tsx). It shows the nav for the signed-in member's role; each
 * page still checks access itself (lib/admin/guard.ts), since a layout does not run on every request.
 */
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const staff = await currentStaff(await headers());
  return (
    <html lang="en" className="dark">
      <body className="min-h-dvh bg-background font-sans text-foreground antialiased">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-brand focus:px-4 focus:py-2 focus:text-brand-foreground"
        >
          Skip to content
        </a>
        <AdminNav staff={staff} signOut={signOut} />
        <main id="main" className="mx-auto max-w-6xl px-4 py-8">
          {children}
        </main>
      </body>
    </html>
  );
}
