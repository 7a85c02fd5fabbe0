import { PageHeaderSection } from '@/components/ui/page-header';
import { textLink } from '@/components/sections/styles';
import { TodayDateClient } from '@/components/sections/today-date-client';
import { JsonLd } from '@/components/seo/json-ld';
import { site } from '@/lib/config/site';
import { getPrivacySections } from '@/lib/content';
import { localIsoDate } from '@/lib/content/dates';
import { buildMetadata } from '@/lib/seo/metadata';
import { webPageJsonLd } from '@/lib/seo/page-json-ld';

export const metadata = buildMetadata({
  title: 'Privacy Policy',
  description:
    'How Kairo PR collects, uses, discloses and protects your information, your data protection rights and how to contact us about them.',
  path: '/privacy-policy',
  keywords: ['privacy policy', 'data protection'],
});

/**
 * "Last Updated" shows today's date (docs/behaviour.md#privacy-policy), which makes the page depend on the calendar. Rendering
 * it per request would throw away prerendering for one date, so the page stays static and:
 * - the HTML carries the date of the last (re)render, refreshed at least daily by `revalidate` below,
 *   which is what readers without JavaScript and crawlers see;
 * - TodayDateClient replaces it with the visitor's own today on hydration, so it is always correct
 *   in the browser, whatever age the cached HTML has.
 */
export const revalidate = 86400;

const description = 'How we collect, use, disclose and protect your information, and the rights you have over it.';

export default async function PrivacyPolicyPage() {
  const privacySections = await getPrivacySections();
  const renderedOn = localIsoDate();
  return (
    <>
      <JsonLd
        data={webPageJsonLd({ name: 'Privacy Policy', path: '/privacy-policy', description, dateModified: renderedOn })}
      />
      <PageHeaderSection width="narrow" id="privacy-heading" eyebrow="Legal" title="Privacy Policy" align="left">
        <p className="mt-4 text-muted">
          Last Updated: <TodayDateClient serverDate={renderedOn} />
        </p>
        <nav aria-label="Privacy policy sections" className="mt-8 rounded-2xl border border-border bg-card p-6">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-muted">Contents</h2>
          <ol className="mt-3 grid gap-2 sm:grid-cols-2">
            {privacySections.map((section, index) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className={textLink}>
                  {index + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="mt-12 space-y-12">
          {privacySections.map((section, index) => (
            <section key={section.id} aria-labelledby={section.id} className="space-y-4 leading-relaxed">
              <h2 id={section.id} className="scroll-mt-24 text-2xl font-bold">
                {`${index + 1}. ${section.title}`}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
              {section.items && (
                <ul className="list-disc space-y-2 pl-6 marker:text-brand">
                  {section.items.map((item) => (
                    <li key={item.term ?? item.text.slice(0, 40)}>
                      {item.term && <strong>{item.term}: </strong>}
                      {item.text}
                    </li>
                  ))}
                </ul>
              )}
              {section.closing?.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
              {section.id === 'contact' && (
                <address className="not-italic">
                  <strong>{site.brand}</strong>
                  <br />
                  Email:{' '}
                  <a href={`mailto:${site.email}`} className={textLink}>
                    {site.email}
                  </a>
                  {Object.values(site.offices).map((office) => (
                    <span key={office.city} className="mt-2 block text-muted">
                      {office.label}: {office.streetAddress}, {office.city} {office.postalCode}, {office.country}
                    </span>
                  ))}
                </address>
              )}
            </section>
          ))}
        </div>
      </PageHeaderSection>
    </>
  );
}
