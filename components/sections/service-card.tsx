import { getTranslations } from 'next-intl/server';
import type { Service } from '@/lib/content/services';
import { Icon, type IconName } from '@/components/ui/icon';
import { card } from './styles';

/** The icon is chosen by position, cycling through three (docs/behaviour.md#content-model). */
const SERVICE_ICONS: readonly IconName[] = ['megaphone', 'trending', 'shield'];

function serviceIcon(index: number): IconName {
  return SERVICE_ICONS[index % SERVICE_ICONS.length];
}

export async function ServiceCard({ service, index }: { service: Service; index: number }) {
  const t = await getTranslations('Sections.service');
  const headingId = `service-${service.id}`;
  return (
    <article aria-labelledby={headingId} className={`${card} flex h-full flex-col gap-4 sm:p-8`}>
      <span
        className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand text-brand-foreground"
        data-icon={serviceIcon(index)}
      >
        <Icon name={serviceIcon(index)} />
      </span>
      <h2 id={headingId} className="text-2xl font-bold">
        {service.title}
      </h2>
      <p className="leading-relaxed text-muted">{service.description}</p>
      {service.timeline && (
        <p className="flex items-center gap-2 text-sm font-semibold">
          <Icon name="clock" className="h-4 w-4 text-brand" />
          <span>
            <span className="sr-only">{t('timeline')}</span>
            {service.timeline}
          </span>
        </p>
      )}
      {service.deliverables.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold uppercase tracking-wide text-brand">{t('deliverables')}</h3>
          <ul className="tick-list mt-3 space-y-2">
            {service.deliverables.map((deliverable) => (
              <li key={deliverable}>{deliverable}</li>
            ))}
          </ul>
        </div>
      )}
      {service.idealFor && (
        <div className="mt-auto rounded-xl border border-border bg-background p-4">
          <h3 className="text-sm font-semibold uppercase tracking-wide text-brand">{t('idealFor')}</h3>
          <p className="mt-1 text-sm">{service.idealFor}</p>
        </div>
      )}
    </article>
  );
}
