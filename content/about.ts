/** About page copy (spec section 2, About): mission, four values, the founder and the vision. */
export type Value = { title: string; description: string };

export type Founder = {
  name: string;
  title: string;
  initials: string;
  location: string;
  bio: string[];
  highlights: string[];
};

export const mission = {
  heading: 'Our Mission',
  text: 'Kairo PR exists to make credible companies visible. Too many strong Web3, fintech and tech teams in Asia build real products and still lose investors, partners and users to louder competitors. We close that gap with press releases that lead with evidence, placements on outlets people trust, and a pace that matches how fast these markets move.',
};

export const values: Value[] = [
  {
    title: 'Proof over promises',
    description:
      'Every release we write leads with a number, a customer or a milestone a reporter can verify. Claims we cannot support do not go out under our name.',
  },
  {
    title: 'Speed without shortcuts',
    description:
      'Launches and crises do not wait. We commit to publication within 7-10 days and a crisis response within 24-48 hours, with a senior editor on every text.',
  },
  {
    title: 'Local depth, global reach',
    description:
      'Our teams in Singapore and Ho Chi Minh City write and pitch in the languages of the markets you enter, then carry your story to global finance and crypto media.',
  },
  {
    title: 'Clear terms',
    description:
      'Fixed prices, named outlet types, third-party fees disclosed before you pay, and a full refund if a guaranteed outlet does not publish.',
  },
];

export const founder: Founder = {
  name: 'Linh Tran',
  title: 'Founder & Managing Director',
  initials: 'LT',
  location: 'Singapore and Ho Chi Minh City',
  bio: [
    'Linh spent nine years as a financial journalist in Ho Chi Minh City and Singapore, covering banking, payments and, from 2017, the first wave of Asian crypto exchanges. She edited more than 3,000 press releases on the receiving end and learned exactly which ones reporters open and which they delete.',
    'She founded Kairo PR in 2019 to give young companies the kind of release she wanted to receive: short, specific and honest. Today she leads a team of editors and media specialists across two offices and still reviews every crisis statement herself.',
  ],
  highlights: [
    '9 years as a business and finance reporter',
    '100+ campaigns for Web3, fintech and tech companies',
    'Speaks Vietnamese, English and Mandarin',
  ],
};

export const vision = {
  heading: 'Our Vision',
  text: 'We want the next generation of category leaders from Asia to be known for what they have built, not for how loudly they announced it. Our aim is a media landscape where a credible team in Ho Chi Minh City, Jakarta or Seoul gets the same hearing from investors and journalists as one in San Francisco or London.',
};
