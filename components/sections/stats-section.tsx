import { getStats } from '@/lib/content';
import { SectionHeading } from '@/components/ui/page-header';
import { StatCountersClient } from './stat-counters-client';
import { container } from './styles';

export async function StatsSection() {
  const stats = await getStats();
  return (
    <section aria-labelledby="stats-heading" className="py-16 sm:py-20">
      <div className={container}>
        <SectionHeading
          id="stats-heading"
          eyebrow="Our reach"
          title="Numbers That Move Markets"
          intro="A distribution network built over years of launches, funding rounds and crisis responses across Asia and beyond."
        />
        <div className="mt-10">
          <StatCountersClient stats={stats} />
        </div>
      </div>
    </section>
  );
}
