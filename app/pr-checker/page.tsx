import { CheckerClient } from '@/components/pr-checker/checker-client';
import { CHECKER_DIMENSIONS } from '@/components/pr-checker/dimensions';
import { JsonLd } from '@/components/seo/json-ld';
import { PageHeader } from '@/components/ui/page-header';
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
      {/* One section for the introduction and the tool, named by the page heading. */}
      <section aria-labelledby="pr-checker-heading">
        <div className="mx-auto max-w-5xl px-4 pb-8 pt-16 sm:px-6">
          <PageHeader
            id="pr-checker-heading"
            eyebrow="Free media tool"
            title="PR Credibility Checker"
            intro="Journalists and investors decide in seconds whether a press release is news or noise. Paste yours to see how it reads to them: a score out of 100 across four dimensions, what already works, and the changes that would make editors publish it."
            align="left"
          />
        </div>
        <div className="mx-auto max-w-5xl px-4 pb-12 sm:px-6">
          <CheckerClient />
        </div>
      </section>

      <section aria-labelledby="scored-heading" className="mx-auto max-w-5xl px-4 pb-20 sm:px-6">
        <h2 id="scored-heading" className="text-2xl font-bold">
          What we score
        </h2>
        <p className="mt-2 max-w-3xl text-muted">
          Every point comes from something measurable in your text, so the same release always gets the same score and
          each suggestion names the sentence or fact it is about.
        </p>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {CHECKER_DIMENSIONS.map((d) => (
            <li key={d.key} className="rounded-xl border border-border bg-card p-5">
              <h3 className="font-semibold">
                {d.label} <span className="text-muted">(0–25)</span>
              </h3>
              <p className="mt-2 text-sm text-muted">{d.description}</p>
            </li>
          ))}
        </ul>
      </section>

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
