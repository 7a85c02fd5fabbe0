import { defaultLocale, type Locale } from '@/lib/i18n/locales';
import type { LeadContact } from '@/lib/pr-checker/lead';
import type { CredibilityReport } from '@/lib/pr-checker/types';
import { checkFields, contactRules } from '@/lib/validation/rules';
import { log } from './checker-log';

type ResultModule = typeof import('./checker-result');

export type CheckerResult = { report: CredibilityReport; pressRelease: string; views: ResultModule };

/** Posts the visitor's contact with the report; true once the API has stored the lead. */
export async function sendLead(contact: LeadContact, result: CheckerResult, locale: Locale): Promise<boolean> {
  const payload = result.views.buildLeadPayload(contact, result.report, result.pressRelease);
  const problems = checkFields(contactRules, contact);
  if (Object.keys(problems).length > 0) {
    log('Lead is not valid', problems);
    return false;
  }
  try {
    const response = await fetch('/api/checker/lead', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      // The API takes a lead without `locale` as English, so an English lead posts what it always did.
      body: JSON.stringify(locale === defaultLocale ? payload : { ...payload, locale }),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
  } catch (err) {
    log('Lead could not be submitted', err);
    return false;
  }
  return true;
}
