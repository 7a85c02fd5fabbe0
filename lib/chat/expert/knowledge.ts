/**
 * The chat expert's knowledge: passages built from the agency's own content, so a price or an
 * address changed in the content folder or `lib/config/site.ts` changes the assistant's answers too.
 * Each passage carries searchable text and a ready Markdown answer with a fitting next step.
 */
import type { Office, Site } from '@/lib/config/site';
import type { FaqItem, PricingPackage, PrMode } from '@/lib/content/schemas';
import type { CaseStudy } from '@/lib/content/case-studies';
import { formatUsd } from '@/lib/content/price';
import { homeSectorBadge } from '@/lib/content/sector';
import type { Service } from '@/lib/content/services';

type PassageKind =
  | 'package'
  | 'pricing'
  | 'faq'
  | 'mode'
  | 'service'
  | 'case-study'
  | 'company'
  | 'office'
  | 'contact'
  | 'booking'
  | 'promise'
  | 'tool'
  | 'about'
  | 'article';

export type Passage = {
  id: string;
  kind: PassageKind;
  title: string;
  /** Extra search terms that the visitor may use but the text does not. */
  keywords: string;
  /** Plain text that is indexed and given to the LLM as grounding. */
  text: string;
  /** Markdown answer for the embedded agent. */
  answer: string;
  /** One Markdown sentence inviting the visitor to the fitting next step. */
  next: string;
};

type ArticleMeta = { slug: string; title: string; description: string; category?: string };

type AboutContent = {
  mission?: { text: string };
  values?: Array<{ title: string; description: string }>;
  founder?: { name: string; title: string; bio: string[]; highlights?: string[] };
  vision?: { text: string };
};

export type KnowledgeSources = {
  site: Site;
  packages: PricingPackage[];
  faqItems: FaqItem[];
  prModes: PrMode[];
  guidePath: string;
  services?: Service[];
  caseStudies?: CaseStudy[];
  about?: AboutContent;
  /** What happens after a visitor gets in touch, step by step. */
  process?: Array<{ title: string; text: string }>;
  testimonials?: Array<{ quote: string; name: string; title: string; company: string }>;
  /** Headline figures of the agency's reach. */
  figures?: Array<{ value: string; label: string }>;
  extraFaqItems?: FaqItem[];
  articles?: ArticleMeta[];
};

export function bookingLink(site: Site): string {
  return `[book a ${site.discoveryCallMinutes}-minute discovery call](${site.links.booking})`;
}

export function emailLink(site: Site): string {
  return `[${site.email}](mailto:${site.email})`;
}

function packagePassage(site: Site, pkg: PricingPackage): Passage {
  const badge = pkg.popular ? ' — our most popular package' : pkg.premium ? ' — our premium tier' : '';
  const features = pkg.features.map((feature) => `- ${feature}`).join('\n');
  return {
    id: `package-${pkg.id}`,
    kind: 'package',
    title: pkg.name,
    keywords: `${pkg.name} package price cost${pkg.popular ? ' popular recommended best' : ''}${pkg.premium ? ' premium top tier' : ''}`,
    text: `${pkg.name} costs ${formatUsd(pkg.price)} (USD, one-time)${badge}. ${pkg.description} Includes: ${pkg.features.join('; ')}.`,
    answer: `**${pkg.name}** costs **${formatUsd(pkg.price)}** (USD, one-time)${badge}. ${pkg.description}\n\nWhat's included:\n${features}\n\nLike every package, it comes with publication within ${site.publicationDays} days and confirmed tier-1 placements.`,
    next: `Compare it with the other packages on [our pricing page](/pricing), or ${bookingLink(site)} to pick the right one.`,
  };
}

function pricingPassage(site: Site, packages: readonly PricingPackage[]): Passage {
  const sorted = [...packages].sort((a, b) => a.price - b.price);
  const lines = sorted
    .map((pkg) => {
      const tag = pkg.popular ? ' — *Most Popular*' : pkg.premium ? ' — *Premium*' : '';
      return `- **${pkg.name}**: ${formatUsd(pkg.price)}${tag} — ${pkg.description}`;
    })
    .join('\n');
  return {
    id: 'pricing-overview',
    kind: 'pricing',
    title: 'Packages and prices',
    keywords: 'price cost fee pricing packages list how much all packages one-time usd catalogue options',
    text: `Fixed-price packages (USD, one-time): ${sorted.map((pkg) => `${pkg.name} ${formatUsd(pkg.price)}`).join(', ')}. A full pricing catalogue with more options is available.`,
    answer: `Our packages are fixed-price, one-time fees in USD:\n\n${lines}\n\nEvery package includes publication within ${site.publicationDays} days and confirmed tier-1 placements. Need something else? The [full pricing catalogue](${site.links.pricingCatalogue}) lists more options.`,
    next: `See the details on [our pricing page](/pricing), or ${bookingLink(site)} and we'll recommend the right package for your announcement.`,
  };
}

function sitePassages(site: Site): Passage[] {
  const { international, vietnam } = site.offices;
  const officeLine = (office: Office) =>
    `**${office.city}** (${office.label}): ${office.streetAddress}, ${office.city} ${office.postalCode}, ${office.country}`;
  return [
    {
      id: 'company',
      kind: 'company',
      title: `About ${site.brand}`,
      keywords: 'agency company who what do you do audience web3 crypto fintech tech asia global startups investors',
      text: `${site.brand} — ${site.tagline}. ${site.description}`,
      answer: `**${site.brand}** is a PR agency for Web3, fintech and tech companies in Asia and beyond — *${site.tagline}*. ${site.description}`,
      next: `Browse [our services](/services) and [case studies](/case-studies), or ${bookingLink(site)}.`,
    },
    {
      id: 'offices',
      kind: 'office',
      title: 'Offices',
      keywords:
        'office location address based where singapore vietnam ho chi minh city saigon hcmc headquarters branch visit',
      text: `Offices: ${international.label} in ${international.city} (${international.streetAddress}, ${international.postalCode}) and ${vietnam.label} in ${vietnam.city} (${vietnam.streetAddress}). Clients worldwide are served remotely.`,
      answer: `We have two offices:\n\n- ${officeLine(international)}\n- ${officeLine(vietnam)}\n\nWe work with clients across Asia and globally, mostly remotely.`,
      next: `Want to meet? ${bookingLink(site)[0].toUpperCase()}${bookingLink(site).slice(1)}, or see [our contact page](/contact).`,
    },
    {
      id: 'contact',
      kind: 'contact',
      title: 'Contact',
      keywords: 'contact email reach human person talk team inquiry reply response telegram message phone',
      text: `Email ${site.email}. Inquiries get a reply within ${site.inquiryReplyHours} hours. Messaging: ${site.messaging.label}. Contact form on the contact page.`,
      answer: `You can reach our team at ${emailLink(site)} or through the form on [our contact page](/contact) — we reply to every inquiry within **${site.inquiryReplyHours} hours**. We're also on [${site.messaging.label}](${site.messaging.url}).`,
      next: `If you prefer to talk it through, ${bookingLink(site)}.`,
    },
    {
      id: 'booking',
      kind: 'booking',
      title: 'Book a discovery call',
      keywords: 'book call discovery schedule meeting appointment consultation talk strategy call calendar free',
      text: `Book a free ${site.discoveryCallMinutes}-minute discovery call through the booking page. We discuss your announcement, timeline and audiences, then send a proposal with a fixed price.`,
      answer: `You can [book a ${site.discoveryCallMinutes}-minute discovery call](${site.links.booking}) directly in our calendar. On the call we go through your announcement, your timeline and the audiences you need to reach (investors, users or partners), then send a proposal with a fixed price and named outlet types.`,
      next: `Prefer writing first? Send a message on [our contact page](/contact) and we'll reply within ${site.inquiryReplyHours} hours.`,
    },
    {
      id: 'promise',
      kind: 'promise',
      title: 'Publication time and guaranteed placements',
      keywords:
        'publication time how long duration days fast turnaround guarantee guaranteed tier1 placements expert guidance why choose',
      text: `Publication within ${site.publicationDays} days, confirmed tier-1 placements in every package, and expert guidance from PR veterans.`,
      answer: `Every package comes with three promises:\n\n- **Fast turnaround** — publication within **${site.publicationDays} days**\n- **Guaranteed placements** — confirmed tier-1 placements in every package\n- **Expert guidance** — PR veterans edit and place your release`,
      next: `See what each package includes on [our pricing page](/pricing).`,
    },
    {
      id: 'tool-checker',
      kind: 'tool',
      title: 'PR Credibility Checker',
      keywords: 'free tool checker credibility score analyze press release draft feedback rate my release evaluate',
      text: 'The free PR Credibility Checker scores a pasted press release (300 characters minimum) out of 100 across clarity and structure, proof and evidence, media tone and authenticity, and investor appeal, with strengths and improvements.',
      answer: `Try our free **[PR Credibility Checker](/pr-checker)**: paste your press release (at least 300 characters) and it scores it out of 100 on four dimensions — clarity and structure, proof and evidence, media tone and authenticity, and investor appeal — with concrete strengths and improvements.`,
      next: `Once you have your score, [get a distribution quote](/contact).`,
    },
    {
      id: 'tool-angles',
      kind: 'tool',
      title: 'Angle Finder',
      keywords: 'free tool angle finder story angles ideas headline hook what to announce pitch',
      text: 'The free Angle Finder suggests up to 5 story angles from your company name, a one-sentence description, the goal of the story and the target audience.',
      answer: `Our free **[Angle Finder](/angle-finder)** suggests up to five story angles for your announcement: enter your company name, a one-sentence description, the goal of the story and your target audiences (investors, journalists, customers, regulators).`,
      next: `Found an angle you like? See [our packages](/pricing) to get it published.`,
    },
  ];
}

/** Words visitors use for the built-in FAQ topics that the answers themselves do not contain. */
const FAQ_KEYWORDS: Record<string, string> = {
  services: 'services offer provide do',
  'go-live': 'how long time publish live days fast turnaround when',
  seo: 'seo google search backlinks ranking traffic google news bing news indexed',
  refund: 'refund policy guarantee money back not published fail rejected',
  'own-article': 'write own article draft submit myself guidelines',
  'unique-article': 'unique different same article every site syndicated copy',
  review: 'review approve before publication preview check edit',
  lifetime: 'how long stay online lifetime months remain removed forever',
  'contact-prepare': 'contact inquiry first message include send information details brief put write',
  'contact-nda': 'nda confidential non-disclosure embargo sign secret',
  'contact-urgent': 'contact urgent crisis emergency same day call back right now',
  'contact-languages': 'abroad outside asia europe america middle east international clients worldwide countries',
};

function faqPassage(site: Site, item: FaqItem): Passage {
  const link = item.link ? ` [${item.link.label}](${item.link.href}).` : '';
  const nextByTopic: Record<string, string> = {
    refund: `Questions about a specific outlet? Email ${emailLink(site)} or ${bookingLink(site)}.`,
    seo: `Compare which packages include Google News and Bing News on [our pricing page](/pricing).`,
    'go-live': `Ready to go? See [our packages](/pricing) or ${bookingLink(site)}.`,
    'own-article': `Before you send it, run your draft through our free [PR Credibility Checker](/pr-checker).`,
  };
  return {
    id: `faq-${item.id}`,
    kind: 'faq',
    title: item.question,
    keywords: FAQ_KEYWORDS[item.id] ?? item.id.replace(/-/g, ' '),
    text: `${item.question} ${item.answer}`,
    answer: `${item.answer}${link}`,
    next: nextByTopic[item.id] ?? `More answers on [our FAQ page](/faq), or ${bookingLink(site)}.`,
  };
}

function modePassage(site: Site, mode: PrMode): Passage {
  const extra: Record<PrMode['id'], string> = {
    launch: 'launch product mainnet token listing market entry announcement',
    investor: 'investor funding round raise fundraising milestone ongoing monthly',
    crisis: 'crisis emergency urgent response exploit hack outage rumour reputation fast respond',
  };
  return {
    id: `mode-${mode.id}`,
    kind: 'mode',
    title: mode.title,
    keywords: `${extra[mode.id]} timeline ${mode.timeline}`,
    text: `${mode.title} (${mode.timeline}): ${mode.summary} ${mode.bullets.join('; ')}.`,
    answer: `**${mode.title}** — timeline: **${mode.timeline}**. ${mode.summary}\n\n${mode.bullets.map((bullet) => `- ${bullet}`).join('\n')}`,
    next:
      mode.id === 'crisis'
        ? `In a crisis right now? Email ${emailLink(site)} with "urgent" in the subject, or ${bookingLink(site)} today.`
        : `See [all services](/services), or ${bookingLink(site)} to plan your ${mode.title.toLowerCase()}.`,
  };
}

function servicePassage(site: Site, service: Service): Passage {
  const parts = [
    `**${service.title}**${service.timeline ? ` — timeline: **${service.timeline}**` : ''}. ${service.description}`,
  ];
  if (service.deliverables.length) parts.push(`Deliverables:\n${service.deliverables.map((d) => `- ${d}`).join('\n')}`);
  if (service.idealFor) parts.push(`*Ideal for:* ${service.idealFor}`);
  return {
    id: `service-${service.id}`,
    kind: 'service',
    title: service.title,
    // The deliverables name what visitors ask for ("podcasts", "revision rounds"), so a topic finds its service.
    keywords: `service ${service.timeline ?? ''} ${service.deliverables.join(' ')}`,
    text: `${service.title} (timeline ${service.timeline ?? 'on request'}). ${service.description} Deliverables: ${service.deliverables.join('; ')}. Ideal for: ${service.idealFor ?? ''}`,
    answer: parts.join('\n\n'),
    next: `See [all services](/services), or ${bookingLink(site)} to scope it for your company.`,
  };
}

function servicesOverviewPassage(site: Site, services: Passage[], modes: PrMode[]): Passage {
  const items = services.length
    ? services.map((s) => `- ${s.title}`)
    : modes.map((m) => `- ${m.title} (${m.timeline}) — ${m.summary}`);
  return {
    id: 'services-overview',
    kind: 'service',
    title: 'Services',
    keywords: 'services offer provide do you do what help all services list',
    text: `Services: ${items.map((i) => i.slice(2)).join('; ')}.`,
    answer: `Here's what we do for Web3, fintech and tech companies:\n\n${items.join('\n')}\n\nEvery engagement includes editing by a senior editor, distribution to tier-1 and syndicated news sites, and a publication report with live links.`,
    next: `Details are on [our services page](/services); prices are on [our pricing page](/pricing).`,
  };
}

function caseStudyPassage(site: Site, study: CaseStudy): Passage {
  const sector = homeSectorBadge(study.sector).label;
  const headline = study.result
    ? `**${study.company}** (${sector}) — ${study.result}.`
    : `**${study.company}** (${sector}).`;
  return {
    id: `case-${study.id}`,
    kind: 'case-study',
    title: study.company,
    keywords: `case study client example result ${sector} ${study.sector.value}`,
    text: `Case study ${study.company} (${sector}). Result: ${study.result ?? ''}. Challenge: ${study.challenge} Strategy: ${study.strategy} Placements: ${study.placements.join(', ')}. Impact: ${study.impact}`,
    answer: `${headline}\n\n- **Challenge:** ${study.challenge}\n- **Strategy:** ${study.strategy}\n- **Impact:** ${study.impact}`,
    next: `More results on [our case studies page](/case-studies), or ${bookingLink(site)} to plan yours.`,
  };
}

function caseStudiesOverviewPassage(site: Site, cases: Passage[]): Passage {
  const lines = cases.map((c) => `- ${c.answer.split('\n')[0]}`).join('\n');
  return {
    id: 'case-studies-overview',
    kind: 'case-study',
    title: 'Case studies',
    keywords: 'case studies clients examples results portfolio success stories track record proof worked with',
    text: `Case studies: ${cases.map((c) => c.title).join(', ')}.`,
    answer: `A few recent results:\n\n${lines}`,
    next: `Read the full stories on [our case studies page](/case-studies), or ${bookingLink(site)}.`,
  };
}

function aboutPassages(site: Site, about: AboutContent): Passage[] {
  const out: Passage[] = [];
  if (about.founder) {
    const { founder } = about;
    out.push({
      id: 'about-founder',
      kind: 'about',
      title: `Founder: ${founder.name}`,
      keywords: 'founder ceo who runs leads team behind started founded managing director experience',
      text: `${founder.name}, ${founder.title}. ${founder.bio.join(' ')} ${(founder.highlights ?? []).join('; ')}`,
      answer: `${site.brand} was founded by **${founder.name}**, ${founder.title}. ${founder.bio.join('\n\n')}${
        founder.highlights?.length ? `\n\n${founder.highlights.map((h) => `- ${h}`).join('\n')}` : ''
      }`,
      next: `Read more on [our about page](/about).`,
    });
  }
  if (about.mission || about.values?.length) {
    const values = about.values ?? [];
    out.push({
      id: 'about-mission',
      kind: 'about',
      title: 'Mission and values',
      keywords: 'mission values vision why approach philosophy believe',
      text: `${about.mission?.text ?? ''} Values: ${values.map((v) => `${v.title}: ${v.description}`).join(' ')} ${about.vision?.text ?? ''}`,
      answer: `${about.mission?.text ?? ''}${values.length ? `\n\nOur values:\n${values.map((v) => `- **${v.title}** — ${v.description}`).join('\n')}` : ''}`,
      next: `Read more on [our about page](/about).`,
    });
  }
  return out;
}

function processPassage(site: Site, steps: Array<{ title: string; text: string }>): Passage {
  return {
    id: 'process',
    kind: 'contact',
    title: 'How working with us works',
    keywords: 'process steps how does it work workflow onboarding what happens next after inquiry proposal approve',
    text: steps.map((step) => `${step.title}: ${step.text}`).join(' '),
    answer: `Here's how it works:\n\n${steps.map((step, i) => `${i + 1}. **${step.title}** — ${step.text}`).join('\n')}`,
    next: `Ready to start? Send a message on [our contact page](/contact) or ${bookingLink(site)}.`,
  };
}

function figuresPassage(site: Site, figures: Array<{ value: string; label: string }>): Passage {
  return {
    id: 'figures',
    kind: 'company',
    title: 'Reach and track record in numbers',
    keywords: 'how many journalists publishers network reach numbers projects releases per month size audience',
    text: figures.map((f) => `${f.value} ${f.label}`).join('; '),
    answer: `${site.brand} in numbers:\n\n${figures.map((f) => `- **${f.value}** ${f.label}`).join('\n')}`,
    next: `See the results behind those numbers in [our case studies](/case-studies).`,
  };
}

function testimonialsPassage(site: Site, items: NonNullable<KnowledgeSources['testimonials']>): Passage {
  return {
    id: 'testimonials',
    kind: 'case-study',
    title: 'What clients say',
    keywords: 'testimonials reviews clients say feedback references trust reputation happy customers',
    text: items.map((t) => `"${t.quote}" — ${t.name}, ${t.title}, ${t.company}`).join(' '),
    answer: `Here's what clients say:\n\n${items
      .slice(0, 2)
      .map((t) => `- "${t.quote}" — **${t.name}**, ${t.title}, ${t.company}`)
      .join('\n')}`,
    next: `Read the full stories on [our case studies page](/case-studies).`,
  };
}

function privacyPassage(site: Site): Passage {
  return {
    id: 'privacy',
    kind: 'contact',
    title: 'Privacy and your data',
    keywords: 'privacy data personal information gdpr delete my data store keep share confidential nda',
    text: 'We use the contact details you share to answer and follow up. You can ask for access, correction or erasure of your data; requests are answered within one month. We sign mutual NDAs for confidential launches.',
    answer: `We use the details you share only to answer you and follow up. You can ask us to access, correct or erase your data at any time — we respond within one month. The full details are in [our privacy policy](/privacy-policy).`,
    next: `Data requests go to ${emailLink(site)}.`,
  };
}

function articlePassage(site: Site, article: ArticleMeta): Passage {
  return {
    id: `article-${article.slug}`,
    kind: 'article',
    title: article.title,
    keywords: `article guide blog read ${article.category ?? ''}`,
    text: `${article.title}. ${article.description}`,
    answer: `We've written about this: **[${article.title}](/prstudio/${article.slug})** — ${article.description}`,
    next: `More articles on [our blog](/blog), or ${bookingLink(site)} to discuss your case.`,
  };
}

export function buildPassages(sources: KnowledgeSources): Passage[] {
  const { site } = sources;
  const services = (sources.services ?? []).map((service) => servicePassage(site, service));
  const cases = (sources.caseStudies ?? []).map((study) => caseStudyPassage(site, study));
  return [
    pricingPassage(site, sources.packages),
    ...sources.packages.map((pkg) => packagePassage(site, pkg)),
    ...sitePassages(site),
    ...[...sources.faqItems, ...(sources.extraFaqItems ?? [])].map((item) => faqPassage(site, item)),
    ...sources.prModes.map((mode) => modePassage(site, mode)),
    servicesOverviewPassage(site, services, sources.prModes),
    ...services,
    ...(cases.length ? [caseStudiesOverviewPassage(site, cases), ...cases] : []),
    ...(sources.about ? aboutPassages(site, sources.about) : []),
    ...(sources.process?.length ? [processPassage(site, sources.process)] : []),
    ...(sources.figures?.length ? [figuresPassage(site, sources.figures)] : []),
    ...(sources.testimonials?.length ? [testimonialsPassage(site, sources.testimonials)] : []),
    privacyPassage(site),
    ...(sources.articles ?? []).map((article) => articlePassage(site, article)),
  ];
}
