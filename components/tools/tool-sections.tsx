import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/sections/page-header';

const column = 'mx-auto max-w-5xl px-4 sm:px-6';

/** A free tool's page top: one section, named by the page heading, for the introduction and the tool. */
export async function ToolIntroSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  const t = await getTranslations('Tools');
  return (
    <section aria-labelledby={id}>
      <div className={`${column} pb-8 pt-16`}>
        <PageHeader id={id} eyebrow={t('eyebrow')} title={title} intro={intro} align="left" />
      </div>
      <div className={`${column} pb-12`}>{children}</div>
    </section>
  );
}

type Explained = { key: string; title: ReactNode; text: string };

/** What a tool looks at, one card an item, below the tool. */
export function ToolExplainerSection({
  id,
  title,
  intro,
  items,
  columns = 'sm:grid-cols-2',
}: {
  id: string;
  title: string;
  intro?: string;
  items: readonly Explained[];
  /** The grid's columns past the smallest screens. */
  columns?: string;
}) {
  return (
    <section aria-labelledby={id} className={`${column} pb-20`}>
      <h2 id={id} className="text-2xl font-bold">
        {title}
      </h2>
      {intro && <p className="mt-2 max-w-3xl text-muted">{intro}</p>}
      <ul className={`mt-6 grid gap-4 ${columns}`}>
        {items.map((item) => (
          <li key={item.key} className="rounded-xl border border-border bg-card p-5">
            <h3 className="font-semibold">{item.title}</h3>
            <p className="mt-2 text-sm text-muted">{item.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
