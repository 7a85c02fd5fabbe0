/** The eight built-in FAQ items (spec section 3). Answers are plain text; `link` adds one call to action. */
export type FaqItem = {
  id: string;
  question: string;
  answer: string;
  link?: { href: string; label: string };
};

export const GUIDE_SLUG = 'how-to-write-a-press-release-that-gets-published';
export const GUIDE_PATH = `/prstudio/${GUIDE_SLUG}`;

export const faqItems: FaqItem[] = [
  {
    id: 'services',
    question: 'What services do you offer?',
    answer:
      'We write and distribute press releases for Web3, fintech and tech companies: launch PR for new products and token events, investor PR for funding rounds and ongoing updates, and crisis PR when something goes wrong. Every package includes editing by a senior editor, distribution to tier-1 and syndicated news sites, and a publication report with live links. We also advise on story angles, founder profiles and media strategy across Asia and global markets.',
  },
  {
    id: 'go-live',
    question: 'How long does it take for a press release to go live?',
    answer:
      'Typically 3-5 business days after you approve the final text. Some syndicated sites publish within 24 hours; top-tier outlets with their own editorial review can take longer, which is why every package promises publication within 7-10 days.',
  },
  {
    id: 'seo',
    question: 'Do press releases help with SEO?',
    answer:
      'Yes. Publications on established news sites create brand mentions and backlinks from high-authority domains, and releases indexed in Google News and Bing News surface when investors and journalists search for your company. The lasting SEO value comes from coverage on credible outlets, not from the number of sites alone, so we prioritise outlets that search engines already trust.',
  },
  {
    id: 'refund',
    question: 'What happens if my press release is not published?',
    answer:
      'You get a full refund for any guaranteed outlet that does not publish your release. Third-party fees, such as charges set by a publication for sponsored placement, are disclosed before you pay, so there are no surprises.',
  },
  {
    id: 'own-article',
    question: 'Can I write my own article?',
    answer:
      'Yes. You can submit your own text and our editors will review it against the quality and compliance standards outlets require. Read our writing guidelines first: they explain the structure, proof and tone that get a release accepted.',
    link: { href: GUIDE_PATH, label: 'Read the writing guidelines' },
  },
  {
    id: 'unique-article',
    question: 'Do you publish a unique article on every site?',
    answer:
      'No. One approved article is syndicated across the sites in your package, which keeps your message consistent. Unique versions for selected outlets are available on request for the higher tiers.',
  },
  {
    id: 'review',
    question: 'Can I review the article before it is published?',
    answer:
      'Yes for paid placements and partner sites: you approve the final text before it goes out. Some top-tier independent outlets edit releases themselves and do not share a preview; we tell you in advance which outlets in your package work this way.',
  },
  {
    id: 'lifetime',
    question: 'How long will my article stay online?',
    answer:
      'A minimum of 24 months at most outlets; many keep articles online indefinitely. Some sites refresh their archives after 3 months. To keep your coverage current, we recommend publishing one release per month.',
  },
];
