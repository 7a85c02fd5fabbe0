'use client';

// Last resort when the root layout itself fails: no header or footer can render here.
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: '4rem 1rem', maxWidth: 640, margin: '0 auto' }}>
        <h1>Unexpected Application Error!</h1>
        <p>{error.message || 'Something went wrong.'}</p>
        <a href="/">Back to home</a>
      </body>
    </html>
  );
}
