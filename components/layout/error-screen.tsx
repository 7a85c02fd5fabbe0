import Link from 'next/link';

/** The router's error screen (docs/behaviour.md#error-screens): heading, then the status or the message. */
export function ErrorScreen({ detail, children }: { detail: string; children?: React.ReactNode }) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-start gap-4 px-4 py-24 sm:px-6">
      <h1 className="text-3xl font-bold">Unexpected Application Error!</h1>
      <p className="text-xl text-muted">{detail}</p>
      <div className="flex flex-wrap gap-3">
        {children}
        <Link href="/" className="btn btn-primary btn-md">
          Back to home
        </Link>
      </div>
    </section>
  );
}
