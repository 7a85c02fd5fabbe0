/** Contact page copy (spec section 2, Contact): what happens after an inquiry, and the contact FAQ. */
import { site } from '@/lib/config/site';
import type { FaqItem } from './faq';

export const whatToExpect: { title: string; text: string }[] = [
  {
    title: `A reply within ${site.inquiryReplyHours} hours`,
    text: 'A senior strategist, not a bot, reads your message and answers on the next business day at the latest.',
  },
  {
    title: `A ${site.discoveryCallMinutes}-minute discovery call`,
    text: 'We talk through your announcement, your timeline and the audiences you need to reach: investors, users or partners.',
  },
  {
    title: 'A proposal with named outlet types',
    text: 'You get a fixed price, the outlets in each option and a realistic timeline, with any third-party fees listed up front.',
  },
  {
    title: `Publication within ${site.publicationDays} days`,
    text: 'Once you approve the final text, we distribute it and send a publication report with every live link.',
  },
];

export const contactFaqItems: FaqItem[] = [
  {
    id: 'contact-prepare',
    question: 'What should I include in my inquiry?',
    answer:
      'Tell us what you are announcing, when it needs to be public, and who you most want to reach. A link to your website or a draft release helps, but it is not required.',
  },
  {
    id: 'contact-nda',
    question: 'Can you sign an NDA before we share details?',
    answer:
      'Yes. Many launches and funding rounds are confidential until the announcement. We sign mutual NDAs routinely and keep embargoed material to the people working on your campaign.',
  },
  {
    id: 'contact-urgent',
    question: 'We have a crisis right now. How fast can you respond?',
    answer:
      'Say so in the first line of your message and we will call you back the same day. Our crisis service delivers a holding statement and response plan within 24-48 hours.',
  },
  {
    id: 'contact-languages',
    question: 'Do you work with companies outside Asia?',
    answer:
      'Yes. Our offices are in Singapore and Ho Chi Minh City, but about half of our clients are based in Europe, the Middle East and North America and use us to reach Asian and global media.',
  },
];
