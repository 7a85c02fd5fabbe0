/**
 * The Angle Finder's rules (docs/behaviour.md#angle-finder), run in the browser with no network calls: each rule
 * adds one angle in a fixed order and the first five are shown.
 */
import {
  MAX_ANGLES,
  type AngleCategory,
  type AngleIcon,
  type AngleInput,
  type AngleResult,
  type Audience,
} from './options';
import type { Locale } from '@/lib/i18n/locales';
import { trimEndChars } from '@/lib/text/linear';
import { en } from './copy/en';
import { ja } from './copy/ja';
import { ko } from './copy/ko';
import type { AngleCopyBook, ImpactAudience } from './copy/types';
import { vi } from './copy/vi';
import { zh } from './copy/zh';

const MAX_DESCRIPTION_IN_HEADLINE = 110;

/** The description as a headline tail: one line, no closing full stop, cut at a word if long. */
export function headlineDescription(description: string): string {
  const oneLine = trimEndChars(description.replace(/\s+/g, ' ').trim(), '.!?;:,。！？；：，、');
  if (oneLine.length <= MAX_DESCRIPTION_IN_HEADLINE) return oneLine;
  const cut = oneLine.slice(0, MAX_DESCRIPTION_IN_HEADLINE);
  const lastSpace = cut.lastIndexOf(' ');
  return `${trimEndChars(lastSpace > 40 ? cut.slice(0, lastSpace) : cut, '.,;:–—-。，、；：')}…`;
}

type AngleRule = { category: AngleCategory; icon: AngleIcon };

const rule = (category: AngleCategory, icon: AngleIcon): AngleRule => ({ category, icon });

const investorTrust = rule('Investor Trust', 'shield-check');
const techInsight = rule('Tech Insight', 'cpu');
const founderNarrative = rule('Founder Narrative', 'user');
const globalFromAsia = rule('Global from Asia', 'globe');
const marketTrend = rule('Market Trend', 'trending-up');
const cultureImpact = rule('Culture & Impact', 'heart');

/** Each language's own templates (docs/i18n.md#tools): the rules pick the angles, the locale words them. */
const COPY: Record<Locale, AngleCopyBook> = { en, vi, zh, ko, ja };

const isImpactAudience = (a: Audience): a is ImpactAudience => a === 'Customers' || a === 'Regulators';

/** The angles for an input, in rule order, at most five. */
export function generateAngles(input: AngleInput, locale: Locale = 'en'): AngleResult[] {
  const audiences = new Set(input.targetAudience);
  const templates: AngleRule[] = [];
  if (input.storyGoal === 'Funding Announcement') templates.push(investorTrust);
  if (input.storyGoal === 'Product Launch') templates.push(techInsight);
  if (audiences.has('Investors')) templates.push(founderNarrative);
  templates.push(globalFromAsia, marketTrend);
  if (audiences.has('Customers') || audiences.has('Regulators')) templates.push(cultureImpact);

  const company = input.companyName.replace(/\s+/g, ' ').trim();
  const description = headlineDescription(input.productDescription);
  const reached = input.targetAudience.filter(isImpactAudience);
  const copy = COPY[locale];
  return templates.slice(0, MAX_ANGLES).map((t) => ({
    category: t.category,
    icon: t.icon,
    headline: copy[t.category].headline(company, description),
    explanation: copy[t.category].explanation(company, reached),
  }));
}
