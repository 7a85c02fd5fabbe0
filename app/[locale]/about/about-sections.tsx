import type { z } from 'zod';
import type { getTranslations } from 'next-intl/server';
import { Icon, type IconName } from '@/components/ui/icon';
import { card, narrowContainer } from '@/components/sections/styles';
import { ActionButton } from '@/components/ui/button-link';
import { site } from '@/lib/config/site';
import type { aboutSchema, Founder } from '@/lib/content/schemas';

type About = z.infer<typeof aboutSchema>;
type Translate = Awaited<ReturnType<typeof getTranslations<'About'>>>;

const valueIcons: IconName[] = ['check', 'clock', 'map-pin', 'shield'];

/** The resource cards: message keys `<key>Title`, `<key>Text`, `<key>Action` in the About namespace. */
const resources = [
  { key: 'pricing', href: '/pricing', external: false },
  { key: 'catalogue', href: site.links.pricingCatalogue, external: true },
  { key: 'credentials', href: site.links.credentials, external: true },
] as const;

export function MissionCard({ mission, lang }: { mission: About['mission']; lang?: string }) {
  return (
    <div className="mt-10 rounded-2xl border border-border bg-card p-8" lang={lang}>
      <h2 className="text-2xl font-bold">{mission.heading}</h2>
      <p className="mt-4 text-lg leading-relaxed">{mission.text}</p>
    </div>
  );
}

export function ValueList({ values, lang }: { values: About['values']; lang?: string }) {
  return (
    <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" lang={lang}>
      {values.map((value, index) => (
        <li key={value.title} className={`${card} flex flex-col gap-3`}>
          <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand text-brand-foreground">
            <Icon name={valueIcons[index % valueIcons.length]} />
          </span>
          <h3 className="text-lg font-bold">{value.title}</h3>
          <p className="text-muted">{value.description}</p>
        </li>
      ))}
    </ul>
  );
}

export function FounderProfile({ founder, lang }: { founder: Founder; lang?: string }) {
  return (
    <article className={`${card} mt-10 grid gap-8 sm:grid-cols-[auto_1fr] sm:p-10`} lang={lang}>
      <div className="flex flex-col items-center gap-3 text-center">
        <span
          aria-hidden="true"
          className="flex h-28 w-28 items-center justify-center rounded-full bg-brand text-3xl font-extrabold text-brand-foreground"
        >
          {founder.initials}
        </span>
        <p className="text-sm text-muted">{founder.location}</p>
      </div>
      <div>
        <h3 className="text-2xl font-bold">{founder.name}</h3>
        <p className="font-semibold text-brand">{founder.title}</p>
        {founder.bio.map((paragraph) => (
          <p key={paragraph.slice(0, 32)} className="mt-4 leading-relaxed">
            {paragraph}
          </p>
        ))}
        <ul className="mt-6 space-y-2">
          {founder.highlights.map((highlight) => (
            <li key={highlight} className="flex gap-2">
              <Icon name="star" className="mt-0.5 h-5 w-5 shrink-0 text-brand" />
              <span>{highlight}</span>
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}

export function ResourceList({ t }: { t: Translate }) {
  return (
    <ul className="mt-10 grid gap-6 md:grid-cols-3">
      {resources.map(({ key, href, external }) => (
        <li key={key} className={`${card} flex flex-col gap-3`}>
          <h3 className="text-lg font-bold">{t(`${key}Title`)}</h3>
          <p className="text-muted">{t(`${key}Text`)}</p>
          <p className="mt-auto pt-2">
            <ActionButton
              action={{ href, label: t(`${key}Action`), external }}
              variant="secondary"
            />
          </p>
        </li>
      ))}
    </ul>
  );
}

export function VisionSection({ vision, lang }: { vision: About['vision']; lang?: string }) {
  return (
    <section aria-labelledby="vision-heading" className="py-16">
      <div className={narrowContainer}>
        <div className="rounded-2xl border-2 border-brand bg-card p-8 text-center sm:p-12" lang={lang}>
          <h2 id="vision-heading" className="text-3xl font-bold">
            {vision.heading}
          </h2>
          <p className="mt-4 text-lg leading-relaxed">{vision.text}</p>
        </div>
      </div>
    </section>
  );
}
