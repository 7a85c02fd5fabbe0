/**
 * The figures the evaluation expects, read from the content folder and the site configuration the
 * assistant itself answers from: a price or a timeline edited in content/ moves the expectation with
 * it instead of silently failing (or passing) the set.
 */
import { site } from '@/lib/config/site';
import { mapServiceNodes } from '@/lib/content/services';
import { readContentFile } from '@/lib/content/files';
import { formatUsd } from '@/lib/content/price';

const packages = readContentFile('packages');
const modes = readContentFile('pr-modes');
const faq = readContentFile('faq');
const contact = readContentFile('contact');
const about = readContentFile('about');
const stats = readContentFile('stats');
const services = mapServiceNodes(readContentFile('services').nodes);

function found<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`the content has no ${what}`);
  return value;
}

const pkg = (id: string) =>
  found(
    packages.find((p) => p.id === id),
    `package ${id}`,
  );
const service = (id: string) =>
  found(
    services.find((s) => s.id === id),
    `service ${id}`,
  );
const faqAnswer = (id: string) =>
  found(
    [...faq, ...contact.faq].find((item) => item.id === id),
    `FAQ item ${id}`,
  ).answer;

export const facts = {
  site,
  packages,
  price: (id: string) => formatUsd(pkg(id).price),
  packageName: (id: string) => pkg(id).name,
  feature: (id: string, index: number) => found(pkg(id).features[index], `feature ${index} of ${id}`),
  cheapest: [...packages].sort((a, b) => a.price - b.price)[0],
  popular: found(
    packages.find((p) => p.popular),
    'popular package',
  ),
  premium: found(
    packages.find((p) => p.premium),
    'premium package',
  ),
  modeTimeline: (id: 'launch' | 'investor' | 'crisis') =>
    found(
      modes.find((m) => m.id === id),
      `mode ${id}`,
    ).timeline,
  serviceTitle: (id: string) => service(id).title,
  serviceTimeline: (id: string) => found(service(id).timeline ?? undefined, `timeline of ${id}`),
  faqAnswer,
  publication: `${site.publicationDays} days`,
  replyHours: `${site.inquiryReplyHours} hours`,
  callMinutes: `${site.discoveryCallMinutes}-minute`,
  founder: about.founder,
  stat: (id: string) => {
    const stat = found(
      stats.find((s) => s.id === id),
      `stat ${id}`,
    );
    return `${stat.value.toLocaleString('en-US')}${stat.suffix}`;
  },
};
