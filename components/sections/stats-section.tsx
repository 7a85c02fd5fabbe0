import { getStats } from '@/lib/content';
import { HeadingSection } from '@/components/ui/page-header';
import { StatCountersClient } from './stat-counters-client';

export async function StatsSection() {
  const stats = await getStats();
  return (
    <HeadingSection
      id="stats-heading"
      eyebrow="Our reach"
      title="Numbers That Move Markets"
      intro="A distribution network built over years of launches, funding rounds and crisis responses across Asia and beyond."
    >
      <div className="mt-10">
        <StatCountersClient stats={stats} />
      </div>
    </HeadingSection>
  );
}
