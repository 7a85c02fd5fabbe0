import type { Metadata } from 'next';
import { ThemeProvider } from 'next-themes';
import { Toaster } from 'sonner';
import { Analytics } from '@vercel/analytics/next';
import './globals.css';

export const metadata: Metadata = {
  title: 'Bare Next.js page',
  description:
    'The floor for the site benchmarks: a heading and a paragraph with the same layout libraries as the site.',
};

// Same rule as the site: the analytics script exists only on Vercel.
const analyticsEnabled = Boolean(process.env.VERCEL);

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" className="dark" suppressHydrationWarning>
      <body className="min-h-dvh bg-background font-sans text-foreground antialiased">
        <ThemeProvider attribute="class" storageKey="theme" defaultTheme="dark" enableSystem disableTransitionOnChange>
          <main>{children}</main>
          <Toaster position="top-center" />
        </ThemeProvider>
        {analyticsEnabled && <Analytics />}
      </body>
    </html>
  );
}
