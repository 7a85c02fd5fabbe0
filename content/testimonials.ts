/** Client testimonials (spec section 3): four items; pages that do not show all of them show the first two. */
export type Testimonial = {
  quote: string;
  name: string;
  title: string;
  company: string;
  initials: string;
};

export const testimonials: Testimonial[] = [
  {
    quote:
      'We launched mainnet three weeks after two bigger rollups and still got more coverage than both. Kairo found the one number reporters cared about and built the whole story around it.',
    name: 'Daniel Koh',
    title: 'Co-founder & CEO',
    company: 'Aurelis Network',
    initials: 'DK',
  },
  {
    quote:
      'Our Series A announcement reached exactly the people we needed: corporate treasurers and the two investors still on the fence. Both signed within five weeks of the coverage.',
    name: 'Mai Nguyen',
    title: 'Founder & COO',
    company: 'Quillon Pay',
    initials: 'MN',
  },
  {
    quote:
      'At 2 a.m. on the worst night of our company, they had a statement drafted before our lawyers were awake. Every article afterwards quoted us, not rumours.',
    name: 'Arjun Mehta',
    title: 'Head of Growth',
    company: 'Mintara Protocol',
    initials: 'AM',
  },
  {
    quote:
      'Enterprise buyers in Japan used to find only our job listings. Six weeks later they were finding features about our accuracy benchmarks, and the demo requests followed.',
    name: 'Hoang Minh Tuan',
    title: 'CTO',
    company: 'Nordeva AI',
    initials: 'HT',
  },
];
