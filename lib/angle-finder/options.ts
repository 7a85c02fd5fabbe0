/** The Angle Finder's choices (docs/behaviour.md#angle-finder), in the order the form shows them. */
export const STORY_GOALS = [
  'Product Launch',
  'Funding Announcement',
  'Partnership',
  'Founder Profile',
  'Industry Insight',
  'Market Expansion',
  'Crisis Response',
  'Other',
] as const;

export type StoryGoal = (typeof STORY_GOALS)[number];

export const AUDIENCES = ['Investors', 'Journalists', 'Customers', 'Regulators'] as const;

export type Audience = (typeof AUDIENCES)[number];

export type AngleInput = {
  companyName: string;
  productDescription: string;
  storyGoal: StoryGoal;
  targetAudience: readonly Audience[];
};

export type AngleCategory =
  'Investor Trust' | 'Tech Insight' | 'Founder Narrative' | 'Global from Asia' | 'Market Trend' | 'Culture & Impact';

export type AngleIcon = 'shield-check' | 'cpu' | 'user' | 'globe' | 'trending-up' | 'heart';

export type AngleResult = {
  category: AngleCategory;
  headline: string;
  explanation: string;
  icon: AngleIcon;
};

export const MAX_ANGLES = 5;

export function isStoryGoal(value: string): value is StoryGoal {
  return (STORY_GOALS as readonly string[]).includes(value);
}

/** Company and description non-blank, a goal chosen, at least one audience (docs/behaviour.md#angle-finder). */
export function canSubmitAngles(input: {
  companyName: string;
  productDescription: string;
  storyGoal: string;
  targetAudience: readonly string[];
}): boolean {
  return (
    input.companyName.trim() !== '' &&
    input.productDescription.trim() !== '' &&
    isStoryGoal(input.storyGoal) &&
    input.targetAudience.length > 0
  );
}
