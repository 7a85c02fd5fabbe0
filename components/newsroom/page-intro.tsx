import { FEED_PATH } from '@/lib/newsroom/categories';

type Props = { eyebrow: string; title: string; children: React.ReactNode };

/** Heading block shared by the PR Studio and Blog pages, with the RSS subscription link. */
export function PageIntro({ eyebrow, title, children }: Props) {
  return (
    <header className="max-w-3xl">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand">{eyebrow}</p>
      <h1 className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
      <div className="mt-4 text-lg leading-relaxed text-muted">{children}</div>
      <p className="mt-4 text-sm">
        <a href={FEED_PATH} className="font-medium text-brand underline underline-offset-4 hover:no-underline">
          Subscribe via RSS
        </a>
      </p>
    </header>
  );
}
