import { describe, expect, it } from 'vitest';
import { subscribeOutcomePath } from './form';

const refused = (fields: Record<string, string>) => ({ status: 'refused' as const, error: 'x', fields, values: {} });

describe('where the subscribe form answers', () => {
  it('sends a stored request to the same "check your inbox" page, in the form’s language', () => {
    expect(subscribeOutcomePath({ status: 'sent' }, 'ko')).toBe('/ko/alerts/sent');
    expect(subscribeOutcomePath({ status: 'sent' }, 'en')).toBe('/alerts/sent');
  });

  it('shows the form again with the field to correct, or the general reason', () => {
    expect(subscribeOutcomePath(refused({ languages: 'x' }), 'vi')).toBe('/vi/alerts/retry/languages');
    expect(subscribeOutcomePath(refused({ topics: 'x' }), 'ja')).toBe('/ja/alerts/retry/topics');
    expect(subscribeOutcomePath(refused({ email: 'x', topics: 'x' }), 'zh')).toBe('/zh/alerts/retry/email');
    expect(subscribeOutcomePath(refused({}), 'en')).toBe('/alerts/retry/other');
  });

  it('answers in English when the posted language is not one of the site’s', () => {
    expect(subscribeOutcomePath({ status: 'sent' }, '../../evil')).toBe('/alerts/sent');
    expect(subscribeOutcomePath(refused({}), null)).toBe('/alerts/retry/other');
  });
});
