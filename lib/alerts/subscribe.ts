import 'server-only';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { serverEnv } from '@/lib/config/env';
import { site } from '@/lib/config/site';
import { FORM_BODY_LIMIT } from '@/lib/http/json-body';
import type { SubmissionRoute } from '@/lib/forms/accept-submission';
import { locales, type Locale } from '@/lib/i18n/locales';
import { createLimiter } from '@/lib/rate-limit';
import type { Limiter } from '@/lib/rate-limit/limiter';
import { emailField } from '@/lib/validation/fields';
import { getAlertStore } from '@/lib/store/alerts';
import { newNonce } from '@/lib/store/alert-rows';
import { alertTopics } from './topics';
import { FREQUENCIES } from '@/lib/store/alert-store';

const CHOOSE_LANGUAGE = 'Please choose at least one language.';
const CHOOSE_TOPIC = 'Please choose at least one topic.';

/** The subscribe form's fields; `languages` and `topics` are checkbox groups (one value per box). */
export const subscribeSchema = z.object({
  email: emailField,
  languages: z.array(z.enum(locales, { error: CHOOSE_LANGUAGE })).min(1, CHOOSE_LANGUAGE).max(locales.length, CHOOSE_LANGUAGE),
  topics: z
    .array(z.enum(alertTopics(site.newsroomCategory) as [string, ...string[]], { error: CHOOSE_TOPIC }))
    .min(1, CHOOSE_TOPIC)
    .max(alertTopics(site.newsroomCategory).length, CHOOSE_TOPIC),
  frequency: z.enum(FREQUENCIES).default('instant'),
});

type SubscribeRequest = z.infer<typeof subscribeSchema>;

/** Requests per address per hour: more are answered the same but send nothing, so no one can mail-bomb an inbox. */
const PER_ADDRESS_PER_HOUR = 3;
const KEY = Symbol.for('kairo-pr.alerts-address-limit');
const holder = globalThis as { [KEY]?: Limiter };

function addressLimiter(): Limiter {
  holder[KEY] ??= createLimiter({ name: 'alerts-address', points: PER_ADDRESS_PER_HOUR, durationSeconds: 3600 }, serverEnv());
  return holder[KEY];
}

/** Stores the request and its mail; the visitor sees the same answer whatever the address's state. */
async function subscribe(request: SubscribeRequest, locale: Locale, now = new Date()): Promise<void> {
  const address = createHash('sha256').update(request.email.trim().toLowerCase()).digest('base64url');
  const outcome = await addressLimiter().consume(address);
  if (!outcome.allowed) return;
  const unique = <T>(values: T[]) => [...new Set(values)];
  await getAlertStore().subscribe(
    { ...request, languages: unique(request.languages), topics: unique(request.topics), locale },
    { nonce: newNonce(), expiresAt: new Date(now.getTime() + serverEnv().ALERTS_CONFIRM_TTL) },
    now,
  );
}

export const subscribeSubmission: SubmissionRoute<typeof subscribeSchema> = {
  schema: subscribeSchema,
  maxBytes: FORM_BODY_LIMIT,
  submit: (request, locale) => subscribe(request, locale),
};
