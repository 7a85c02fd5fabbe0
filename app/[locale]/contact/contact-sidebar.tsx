import type { z } from 'zod';
import type { getTranslations } from 'next-intl/server';
import type { OfficeText } from '@/components/sections/offices';
import { card, textLink } from '@/components/sections/styles';
import { ActionButton, externalLinkProps } from '@/components/ui/button-link';
import { Icon } from '@/components/ui/icon';
import { site } from '@/lib/config/site';
import type { contactSchema } from '@/lib/content/schemas';

type Translate = Awaited<ReturnType<typeof getTranslations<'Contact'>>>;
type Step = z.infer<typeof contactSchema>['whatToExpect'][number];

export function DiscoveryCallCard({ t }: { t: Translate }) {
  return (
    <section aria-labelledby="discovery-heading" className={`${card} border-2 border-brand`}>
      <p className="flex items-center gap-2 text-sm font-semibold text-brand">
        <Icon name="calendar" className="h-5 w-5" />
        {t('discovery.badge', { minutes: site.discoveryCallMinutes })}
      </p>
      <h2 id="discovery-heading" className="mt-2 text-xl font-bold">
        {t('discovery.title')}
      </h2>
      <p className="mt-2 text-muted">{t('discovery.text', { minutes: site.discoveryCallMinutes })}</p>
      <p className="mt-4">
        <ActionButton action={{ href: site.links.booking, label: t('discovery.button'), external: true }} />
      </p>
    </section>
  );
}

export function ContactDetails({ t, offices }: { t: Translate; offices: OfficeText[] }) {
  return (
    <section aria-labelledby="details-heading" className={card}>
      <h2 id="details-heading" className="text-xl font-bold">
        {t('details.title')}
      </h2>
      <ul className="mt-4 space-y-4">
        <li className="flex gap-3">
          <Icon name="mail" className="mt-0.5 h-5 w-5 shrink-0 text-brand" />
          <a href={`mailto:${site.email}`} className={textLink}>
            {site.email}
          </a>
        </li>
        <li className="flex gap-3">
          <Icon name="users" className="mt-0.5 h-5 w-5 shrink-0 text-brand" />
          <a href={site.messaging.url} className={textLink} {...externalLinkProps}>
            {site.messaging.label}
            <span className="sr-only"> {t('details.newTab')}</span>
          </a>
        </li>
        {offices.map((office) => (
          <li key={office.key} className="flex gap-3">
            <Icon name="map-pin" className="mt-0.5 h-5 w-5 shrink-0 text-brand" />
            <address className="not-italic">
              <span className="font-semibold">{t('officeName', { label: office.label, city: office.city })}</span>
              <br />
              <span className="text-muted">{office.address}</span>
            </address>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function WhatToExpect({ t, steps, lang }: { t: Translate; steps: Step[]; lang?: string }) {
  return (
    <section aria-labelledby="expect-heading" className={card}>
      <h2 id="expect-heading" className="text-xl font-bold">
        {t('expect')}
      </h2>
      <ol lang={lang} className="mt-4 space-y-4">
        {steps.map((step, index) => (
          <li key={step.title} className="flex gap-3">
            <span
              aria-hidden="true"
              className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand text-sm font-bold text-brand-foreground"
            >
              {index + 1}
            </span>
            <span>
              <span className="block font-semibold">{step.title}</span>
              <span className="block text-sm text-muted">{step.text}</span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
