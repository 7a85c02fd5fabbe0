import { BLOG_CATEGORIES, TAB_MESSAGE_KEYS } from '@/lib/newsroom/categories';

/**
 * The topics a subscriber picks from: the newsroom's categories (its own releases' category and the
 * blog's). The newsroom category is passed in, as lib/newsroom/categories.ts asks of browser code.
 */
export function alertTopics(newsroomCategory: string): string[] {
  return [newsroomCategory, ...BLOG_CATEGORIES];
}

/** The message key (Alerts.topics.*) of a topic. */
export function topicMessageKey(topic: string): string {
  return (TAB_MESSAGE_KEYS as Record<string, string>)[topic] ?? 'newsroom';
}
