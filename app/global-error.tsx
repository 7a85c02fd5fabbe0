'use client';

// Last resort when the root layout itself fails: no header or footer can render here.
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: '4rem 1rem', maxWidth: 640, margin: '0 auto' }}>
        <h1>Unexpected Application Error!</h1>
        <p>{error.message || 'Something went wrong.'}</p>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- the router may be what failed: reload fully */}
        <a href="/">Back to home</a>
      </body>
    </html>
  );
}
