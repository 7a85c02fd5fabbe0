import { CallToAction } from '@/components/sections/call-to-action';
import { Icon, type IconName } from '@/components/ui/icon';
import { PageHeaderSection } from '@/components/ui/page-header';
import { card, container } from '@/components/sections/styles';
import { ActionButton, type Action } from '@/components/ui/button-link';
import { JsonLd } from '@/components/seo/json-ld';
import { site } from '@/lib/config/site';
import { GUIDE_PATH } from '@/lib/newsroom/guide';
import { buildMetadata } from '@/lib/seo/metadata';
import { webPageJsonLd } from '@/lib/seo/page-json-ld';

export const metadata = buildMetadata({
  title: 'Resources',
  description:
    'PR resources from Kairo PR: pricing and the full catalogue, our credentials, the press release writing guide, free media tools and the newsroom.',
  path: '/resources',
  keywords: ['PR resources', 'press release guide', 'free PR tools', 'press release checker'],
});

type Resource = { title: string; text: string; icon: IconName; action: Action };
type ResourceGroup = { id: string; title: string; intro: string; items: Resource[] };

const groups: ResourceGroup[] = [
  {
    id: 'plan',
    title: 'Plan and Budget',
    intro: 'Know what you are buying before you talk to anyone.',
    items: [
      {
        title: 'Pricing',
        text: 'Five fixed-price packages from $179, with what each one includes.',
        icon: 'chart',
        action: { href: '/pricing', label: 'See Packages' },
      },
      {
        title: 'Full Pricing Catalogue',
        text: 'Every outlet, language edition and add-on, with publication rates.',
        icon: 'external',
        action: { href: site.links.pricingCatalogue, label: 'View Full Pricing', external: true },
      },
      {
        title: 'Credentials',
        text: 'Our track record, outlet partnerships and sample publication reports.',
        icon: 'star',
        action: { href: site.links.credentials, label: 'View Credentials', external: true },
      },
    ],
  },
  {
    id: 'write',
    title: 'Write and Check',
    intro: 'Make your release publishable before it goes out.',
    items: [
      {
        title: 'Press Release Writing Guide',
        text: 'How to write a press release that gets published: structure, proof, tone and compliance.',
        icon: 'book',
        action: { href: GUIDE_PATH, label: 'Read the Guide' },
      },
      {
        title: 'PR Credibility Checker',
        text: 'Paste your release and get a score out of 100 for clarity, proof, media tone and investor appeal.',
        icon: 'search',
        action: { href: '/pr-checker', label: 'Check My Release' },
      },
      {
        title: 'Angle Finder',
        text: 'Describe your announcement and get up to five story angles journalists respond to.',
        icon: 'megaphone',
        action: { href: '/angle-finder', label: 'Find My Angles' },
      },
    ],
  },
  {
    id: 'read',
    title: 'Read and Learn',
    intro: 'What we publish for clients and what we learn along the way.',
    items: [
      {
        title: 'PR Studio',
        text: 'The latest press releases from the Kairo Newsroom.',
        icon: 'newspaper',
        action: { href: '/pr-studio', label: 'Open PR Studio' },
      },
      {
        title: 'Blog',
        text: 'Articles on Web3 and crypto PR, digital marketing and press release tips.',
        icon: 'book',
        action: { href: '/blog', label: 'Read the Blog' },
      },
      {
        title: 'Case Studies',
        text: 'Challenges, strategies, placements and measured impact from real campaigns.',
        icon: 'trending',
        action: { href: '/case-studies', label: 'View Case Studies' },
      },
    ],
  },
];

const description = 'Pricing, credentials, the writing guide, free media tools and the newsroom in one place.';

export default function ResourcesPage() {
  return (
    <>
      <JsonLd data={webPageJsonLd({ type: 'CollectionPage', name: 'Resources', path: '/resources', description })} />
      <PageHeaderSection
        id="resources-page-heading"
        eyebrow="Resources"
        title="PR Resources"
        intro="Pricing, credentials, our writing guide, free media tools and the newsroom: everything we share with founders before, during and after a campaign."
      />
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`resources-${group.id}`} className="pb-16">
          <div className={container}>
            <h2 id={`resources-${group.id}`} className="text-2xl font-bold">
              {group.title}
            </h2>
            <p className="mt-2 text-muted">{group.intro}</p>
            <ul className="mt-6 grid gap-6 md:grid-cols-3">
              {group.items.map((item) => (
                <li key={item.title} className={`${card} flex flex-col gap-3`}>
                  <Icon name={item.icon} className="h-8 w-8 text-brand" />
                  <h3 className="text-lg font-bold">{item.title}</h3>
                  <p className="text-muted">{item.text}</p>
                  <p className="mt-auto pt-2">
                    <ActionButton action={item.action} variant="secondary" />
                  </p>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ))}
      <CallToAction
        title="Prefer to Talk It Through?"
        text={`Book a free ${site.discoveryCallMinutes}-minute discovery call and we will point you to the right resource or package.`}
        primary={{ href: '/contact', label: 'Book a Discovery Call' }}
      />
    </>
  );
}
