import { AngleFinderClient } from '@/components/angle-finder/angle-finder-client';
import { JsonLd } from '@/components/seo/json-ld';
import { PageHeader } from '@/components/ui/page-header';
import { buildMetadata } from '@/lib/seo/metadata';
import { webApplicationJsonLd } from '@/lib/seo/tools-json-ld';

const description =
  'Free Angle Finder for Web3, fintech and tech companies: describe your announcement, pick a goal and an audience, and get up to five story angles with the outlets each one suits.';

export const metadata = buildMetadata({
  title: 'Angle Finder',
  description,
  path: '/angle-finder',
  keywords: ['story angle generator', 'press release angle', 'PR story ideas', 'media pitch angles'],
});

const CATEGORIES = [
  [
    'Investor Trust',
    'Funding news told as validation: who invested, the traction that convinced them, what the capital unlocks.',
  ],
  ['Tech Insight', 'How a hard problem was solved, for technology and product desks.'],
  ['Founder Narrative', 'The people and the earned insight behind the company, for profiles and interviews.'],
  ['Global from Asia', 'Your company as proof of what Asia does first, for international business desks.'],
  ['Market Trend', 'Your news as evidence of a wider shift, so journalists quote you as the expert.'],
  ['Culture & Impact', 'The customers and communities whose day changes, and the safeguards that protect them.'],
] as const;

export default function AngleFinderPage() {
  return (
    <>
      {/* One section for the introduction and the tool, named by the page heading. */}
      <section aria-labelledby="angle-finder-heading">
        <div className="mx-auto max-w-5xl px-4 pb-8 pt-16 sm:px-6">
          <PageHeader
            id="angle-finder-heading"
            eyebrow="Free media tool"
            title="Angle Finder"
            intro="The same announcement can be a funding story, a technology story or a story about Asia going global. Tell us what you are announcing and who you want to reach, and get up to five angles editors actually commission, each with the outlets it suits."
            align="left"
          />
        </div>
        <div className="mx-auto max-w-5xl px-4 pb-12 sm:px-6">
          <AngleFinderClient />
        </div>
      </section>

      <section aria-labelledby="angles-heading" className="mx-auto max-w-5xl px-4 pb-20 sm:px-6">
        <h2 id="angles-heading" className="text-2xl font-bold">
          The angles we look for
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {CATEGORIES.map(([name, text]) => (
            <li key={name} className="rounded-xl border border-border bg-card p-5">
              <h3 className="font-semibold">{name}</h3>
              <p className="mt-2 text-sm text-muted">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <JsonLd
        data={webApplicationJsonLd({
          name: 'Angle Finder',
          description,
          path: '/angle-finder',
          featureList: CATEGORIES.map(([name]) => name),
        })}
      />
    </>
  );
}
