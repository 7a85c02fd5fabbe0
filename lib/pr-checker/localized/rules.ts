/** The languages the checker scores with their own rules, and where each one's rules live. */
import { ja } from '../languages/ja';
import { ko } from '../languages/ko';
import type { LanguageRules } from '../languages/types';
import { vi } from '../languages/vi';
import { zh } from '../languages/zh';

export type ScoredLocale = 'vi' | 'zh' | 'ko' | 'ja';

export const LANGUAGE_RULES: Record<ScoredLocale, LanguageRules> = { vi, zh, ko, ja };
