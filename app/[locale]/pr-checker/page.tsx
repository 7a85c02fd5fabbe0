import { CheckerClient } from '@/components/pr-checker/checker-client';
import { CHECKER_DIMENSIONS } from '@/components/pr-checker/dimensions';
import { JsonLd } from '@/components/seo/json-ld';
import { ToolExplainerSection, ToolIntroSection } from '@/components/tools/tool-sections';
import { buildMetadata } from '@/lib/seo/metadata';
import { webApplicationJsonLd } from '@/lib/seo/tools-json-ld';

const description =
  'Free PR Credibility Checker: paste your press release and get a score out of 100 for clarity, proof, media tone and investor appeal, with concrete fixes before you pitch journalists.';

export const metadata = buildMetadata({
  title: 'PR Credibility Checker',
  description,
  path: '/pr-checker',
  keywords: ['press release checker', 'press release score', 'PR credibility', 'press release review tool'],
});

export default function PrCheckerPage() {
  return (
    <>
      <ToolIntroSection
        id="pr-checker-heading"
        title="PR Credibility Checker"
        intro="Journalists and investors decide in seconds whether a press release is news or noise. Paste yours to see how it reads to them: a score out of 100 across four dimensions, what already works, and the changes that would make editors publish it."
      >
        <CheckerClient />
      </ToolIntroSection>

      <ToolExplainerSection
        id="scored-heading"
        title="What we score"
        intro="Every point comes from something measurable in your text, so the same release always gets the same score and each suggestion names the sentence or fact it is about."
        items={CHECKER_DIMENSIONS.map((d) => ({
          key: d.key,
          title: (
            <>
              {d.label} <span className="text-muted">(0–25)</span>
            </>
          ),
          text: d.description,
        }))}
      />

      <JsonLd
        data={webApplicationJsonLd({
          name: 'PR Credibility Checker',
          description,
          path: '/pr-checker',
          featureList: CHECKER_DIMENSIONS.map((d) => d.label),
        })}
      />
    </>
  );
}
