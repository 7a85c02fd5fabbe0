import { AngleFinderClient } from '@/components/angle-finder/angle-finder-client';
import { JsonLd } from '@/components/seo/json-ld';
import { ToolExplainerSection, ToolIntroSection } from '@/components/tools/tool-sections';
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
      <ToolIntroSection
        id="angle-finder-heading"
        title="Angle Finder"
        intro="The same announcement can be a funding story, a technology story or a story about Asia going global. Tell us what you are announcing and who you want to reach, and get up to five angles editors actually commission, each with the outlets it suits."
      >
        <AngleFinderClient />
      </ToolIntroSection>

      <ToolExplainerSection
        id="angles-heading"
        title="The angles we look for"
        items={CATEGORIES.map(([name, text]) => ({ key: name, title: name, text }))}
        columns="sm:grid-cols-2 lg:grid-cols-3"
      />

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
