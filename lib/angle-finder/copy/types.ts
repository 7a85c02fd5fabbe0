import type { AngleCategory, Audience } from '../options';

/** Who the Culture & Impact angle speaks to by name: the chosen audiences it reaches. */
export type ImpactAudience = Extract<Audience, 'Customers' | 'Regulators'>;

/** One angle's wording in one language. */
type AngleCopy = {
  headline: (company: string, description: string) => string;
  explanation: (company: string, reached: readonly ImpactAudience[]) => string;
};

/** A language's angle templates, written for that market's editors rather than translated line by line. */
export type AngleCopyBook = Record<AngleCategory, AngleCopy>;
