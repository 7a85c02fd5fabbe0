/**
 * Privacy policy text (spec section 2, Privacy policy): eight numbered sections. Section 4 lists the
 * eleven disclosure situations, section 6 the rights and the one-month response time, section 7 the
 * age limit of 13. The contact e-mail is taken from the site config so it cannot drift.
 */
import { site } from '@/lib/config/site';

export type PrivacyListItem = { term?: string; text: string };

export type PrivacySection = {
  id: string;
  title: string;
  paragraphs: string[];
  items?: PrivacyListItem[];
  /** Paragraphs shown after the list. */
  closing?: string[];
};

export const PRIVACY_RESPONSE_TIME = 'one month';
export const PRIVACY_MINIMUM_AGE = 13;

export const privacySections: PrivacySection[] = [
  {
    id: 'introduction',
    title: 'Introduction',
    paragraphs: [
      `${site.brand} ("we", "us" or "our") respects your privacy. This policy explains how we collect, use, disclose and protect information when you visit our website, use our free media tools, chat with our assistant, send us an inquiry or buy one of our services.`,
      'Please read this policy carefully. If you do not agree with it, please do not use the site. We may update this policy from time to time; the "Last Updated" date at the top shows when it last changed, and continued use of the site after a change means you accept the updated policy.',
    ],
  },
  {
    id: 'collection',
    title: 'Collection of Information',
    paragraphs: ['We may collect information about you in the following ways:'],
    items: [
      {
        term: 'Personal data',
        text: 'Information you give us voluntarily, such as your name, company or project name and e-mail address when you send an inquiry, start a chat, request a score from the PR Credibility Checker or book a discovery call, and the content of the messages and press releases you submit.',
      },
      {
        term: 'Derivative data',
        text: 'Information our servers collect automatically when you use the site, such as your IP address, browser type, operating system, the pages you view and the time of your visit. Our free tools also keep a small usage record in your browser to apply their rate limits.',
      },
      {
        term: 'Financial data',
        text: 'Information related to payment, such as the billing name and address of your company and the package you purchase, when you buy a service from us.',
      },
      {
        term: 'Payments',
        text: 'Card and other payment details are entered with and handled by our payment processor. We do not receive or store full card numbers; we only receive confirmation of the payment and limited details such as the last four digits and the card type. The processor’s own privacy policy applies to the data it holds.',
      },
    ],
  },
  {
    id: 'use',
    title: 'Use of Information',
    paragraphs: [
      'Having accurate information lets us provide a smooth, efficient and tailored experience. We may use the information collected about you to:',
    ],
    items: [
      { text: 'Reply to your inquiry, usually within 24 hours, and schedule discovery calls.' },
      { text: 'Prepare proposals, write and edit your press releases and deliver the services you buy.' },
      { text: 'Run the PR Credibility Checker, the Angle Finder and the chat assistant, and follow up on the guidance they give.' },
      { text: 'Process payments, issue invoices and keep the accounting records the law requires.' },
      { text: 'Send you publication reports and service updates about your campaigns.' },
      { text: 'Send occasional news about our services, if you have agreed to receive it; you can unsubscribe at any time.' },
      { text: 'Measure how the site is used so we can improve its content and performance.' },
      { text: 'Prevent abuse, spam and fraud, including rate limiting of our free tools.' },
      { text: 'Comply with legal obligations and resolve disputes.' },
    ],
  },
  {
    id: 'disclosure',
    title: 'Disclosure of Your Information',
    paragraphs: ['We do not sell your personal data. We may share information we have collected about you in the following situations:'],
    items: [
      {
        term: 'By law or to protect rights',
        text: 'When disclosure is necessary to respond to legal process, to investigate or remedy possible violations of our terms, or to protect the rights, property and safety of others, as permitted or required by applicable law.',
      },
      {
        term: 'Third-party service providers',
        text: 'With companies that perform services for us, such as website hosting, e-mail delivery, customer relationship management and scheduling, under contracts that require them to protect your data.',
      },
      {
        term: 'Payment processing',
        text: 'With our payment processor, to the extent needed to complete a purchase you make.',
      },
      {
        term: 'Media and distribution partners',
        text: 'With the outlets and distribution networks in the package you buy, limited to the press release, the media contact you approve for publication and the details needed to publish it.',
      },
      {
        term: 'Artificial intelligence services',
        text: 'With the providers that run our chat assistant and analysis tools, limited to the text you submit to them, so they can generate a reply.',
      },
      {
        term: 'Analytics',
        text: 'With analytics services that help us understand page views and site performance, in aggregated or pseudonymised form.',
      },
      {
        term: 'Affiliates',
        text: `Between our Singapore and Ho Chi Minh City offices and any company under common control with ${site.brand}, all of which follow this policy.`,
      },
      {
        term: 'Professional advisers',
        text: 'With our lawyers, auditors, accountants and insurers, where they need it to advise us, and under a duty of confidentiality.',
      },
      {
        term: 'Business transfers',
        text: 'In connection with a merger, sale of company assets, financing or acquisition of all or part of our business by another company.',
      },
      {
        term: 'Vital interests',
        text: 'When we believe in good faith that disclosure is necessary to protect someone’s life or physical safety.',
      },
      {
        term: 'With your consent',
        text: 'In any other situation, only after you have asked us to or agreed to it, for example when you ask us to introduce you to a partner.',
      },
    ],
  },
  {
    id: 'security',
    title: 'Security of Your Information',
    paragraphs: [
      'We use administrative, technical and physical safeguards to protect your personal data, including encrypted connections (HTTPS), access limited to the staff who need it, and retention periods after which inquiry and chat records are deleted.',
      'While we take reasonable steps to protect the information you give us, no security measure is perfect or impenetrable, and no method of transmission over the internet can be guaranteed against interception or misuse. Please do not send us passwords, private keys or seed phrases: we will never ask for them.',
    ],
  },
  {
    id: 'rights',
    title: 'Your Data Protection Rights',
    paragraphs: ['Depending on where you live, you have the following rights over your personal data:'],
    items: [
      { term: 'Access', text: 'You can ask for a copy of the personal data we hold about you.' },
      { term: 'Rectification', text: 'You can ask us to correct data that is inaccurate or complete data that is incomplete.' },
      { term: 'Erasure', text: 'You can ask us to delete your personal data, unless we must keep it by law.' },
      { term: 'Restriction of processing', text: 'You can ask us to limit how we use your data while a question about it is resolved.' },
      { term: 'Objection', text: 'You can object to our processing of your data, including for direct marketing, at any time.' },
      { term: 'Portability', text: 'You can ask us to transfer the data you gave us to another organisation, or to you, in a machine-readable format.' },
    ],
    closing: [
      `To exercise any of these rights, write to us at ${site.email}. We may need to verify your identity first. We respond to every request within ${PRIVACY_RESPONSE_TIME}, and there is no charge for making one.`,
    ],
  },
  {
    id: 'children',
    title: 'Policy for Children',
    paragraphs: [
      `We do not knowingly solicit information from or market to children under the age of ${PRIVACY_MINIMUM_AGE}. Our services are meant for businesses and their representatives.`,
      `If you become aware that a child under ${PRIVACY_MINIMUM_AGE} has given us personal data, please contact us and we will delete it promptly.`,
    ],
  },
  {
    id: 'contact',
    title: 'Contact Us',
    paragraphs: [
      'If you have questions or comments about this privacy policy or how we handle your data, please contact us:',
    ],
  },
];
