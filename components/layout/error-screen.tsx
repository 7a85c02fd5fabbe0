import { Link, useTranslations } from '#i18n';

/**
 * The router's error screen (docs/behaviour.md#error-screens): heading, then the status or the
 * message. Hooks only, so the 404 (server) and the error boundary (client) both render it.
 */
export function ErrorScreen({
  detail,
  children,
  more,
}: {
  detail: string;
  children?: React.ReactNode;
  /** Below the actions: the 404's explanation and suggested pages. */
  more?: React.ReactNode;
}) {
  const t = useTranslations('ErrorBasics');
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-start gap-4 px-4 py-24 sm:px-6">
      <h1 className="text-3xl font-bold">{t('heading')}</h1>
      <p className="text-xl text-muted">{detail}</p>
      <div className="flex flex-wrap gap-3">
        {children}
        <Link
          prefetch={false}
          href="/"
          className="btn btn-primary btn-md"
        >
          {t('backHome')}
        </Link>
      </div>
      {more}
    </section>
  );
}
