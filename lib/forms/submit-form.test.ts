import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as inquiryRoute from '@/app/api/inquiry/route';
import { openDatabase } from '@/lib/store/sqlite/open';
import { listSubmissions } from '@/lib/store/submissions';
import type { SubmissionKind } from '@/lib/store/submissions';
import { configureShutdown, resetShutdownForTests, runShutdown } from '@/lib/lifecycle/shutdown';
import { resetProviderForTests } from '@/lib/provider';
import { apiRequest } from '@/test/helpers/api';
import { HIGH_RATE_LIMITS, makeTempDir, restoreTestEnv, setTestEnv } from '@/test/helpers/env';
import { INQUIRY_MESSAGES } from '@/components/contact/messages';
import { submitForm } from './submit-form';
import { chatContactForm, inquiryForm } from './submissions';

let temp: ReturnType<typeof makeTempDir>;

beforeEach(() => {
  temp = makeTempDir();
  setTestEnv({ PROVIDER: 'embedded', DATA_DIR: temp.dir, TRUSTED_PROXY_HOPS: '1', ...HIGH_RATE_LIMITS });
});
afterEach(() => {
  resetShutdownForTests();
  restoreTestEnv();
  temp.remove();
});

/** The headers a browser's form post arrives with, behind the one trusted proxy. */
function browserHeaders(extra: Record<string, string> = {}): { headers: Headers } {
  return {
    headers: new Headers({
      origin: 'http://localhost:3000',
      host: 'localhost:3000',
      'sec-fetch-site': 'same-origin',
      'x-forwarded-for': '203.0.113.7, 10.0.0.2',
      ...extra,
    }),
  };
}

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.append(name, value);
  return data;
}

function stored(kind: SubmissionKind): unknown[] {
  resetProviderForTests();
  const db = openDatabase(temp.dir);
  try {
    return listSubmissions(db, kind).map((submission) => submission.payload);
  } finally {
    db.close();
  }
}

const inquiry = {
  name: 'Mai Tran',
  company: 'Lotus Ledger',
  email: 'mai@lotus-ledger.example',
  message: 'Seed round.',
};

describe('submitForm (a server action through the handlers’ submission pipeline)', () => {
  it('stores a valid inquiry with consent, without the consent box, and answers sent', async () => {
    const state = await submitForm(browserHeaders(), form({ ...inquiry, consent: 'on', website: '' }), inquiryForm);
    expect(state).toEqual({ status: 'sent' });
    expect(stored('inquiry')).toEqual([inquiry]);
  });

  it('refuses invalid fields and a missing consent with a message for each, keeps the values, stores nothing', async () => {
    const state = await submitForm(
      browserHeaders(),
      form({ name: ' Mai ', company: 'Lotus Ledger', email: 'mai@localhost', message: '   ' }),
      inquiryForm,
    );
    expect(state).toMatchObject({
      status: 'refused',
      fields: {
        email: 'Please enter a valid email address.',
        message: 'Please enter a message.',
        consent: INQUIRY_MESSAGES.consent,
      },
      values: { name: 'Mai', company: 'Lotus Ledger', email: 'mai@localhost', message: '' },
    });
    expect(stored('inquiry')).toEqual([]);
  });

  it('answers a filled decoy as a success and stores nothing', async () => {
    const state = await submitForm(
      browserHeaders(),
      form({ ...inquiry, consent: 'on', website: 'spam.example' }),
      inquiryForm,
    );
    expect(state).toEqual({ status: 'sent' });
    expect(stored('inquiry')).toEqual([]);
  });

  it('refuses a post from another site', async () => {
    const state = await submitForm(
      browserHeaders({ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }),
      form({ ...inquiry, consent: 'on' }),
      inquiryForm,
    );
    expect(state).toMatchObject({ status: 'refused', error: expect.stringContaining('Cross-site requests') });
    expect(stored('inquiry')).toEqual([]);
  });

  it('refuses a body over the form limit', async () => {
    const state = await submitForm(
      browserHeaders(),
      form({ ...inquiry, message: 'x'.repeat(20_000), consent: 'on' }),
      inquiryForm,
    );
    expect(state).toMatchObject({ status: 'refused', error: 'The request body is larger than 16 kB.', fields: {} });
    expect(stored('inquiry')).toEqual([]);
  });

  it('refuses new work once shutdown has begun', async () => {
    configureShutdown({ drainMs: 0 });
    await runShutdown();
    const state = await submitForm(browserHeaders(), form({ ...inquiry, consent: 'on' }), inquiryForm);
    expect(state).toMatchObject({ status: 'refused', error: expect.stringContaining('restarting') });
  });

  it('counts the client from its headers as the handlers do, in the same budget as POST /api/inquiry', async () => {
    setTestEnv({ RATE_LIMIT_FORMS_PER_MINUTE: '2' });
    const client = '203.0.113.7, 10.0.0.2';
    const viaApi = await inquiryRoute.POST(
      apiRequest('/api/inquiry', inquiry, { headers: { 'x-forwarded-for': client } }),
    );
    expect(viaApi.status).toBe(200);
    const second = await submitForm(browserHeaders(), form({ ...inquiry, consent: 'on' }), inquiryForm);
    expect(second).toEqual({ status: 'sent' });
    const third = await submitForm(browserHeaders(), form({ ...inquiry, consent: 'on' }), inquiryForm);
    expect(third).toMatchObject({ status: 'refused', error: expect.stringMatching(/^Too many requests/) });
    // With one trusted proxy the entry before the proxy's is the client; what the client wrote further left is not.
    const other = await submitForm(
      browserHeaders({ 'x-forwarded-for': '203.0.113.7, 198.51.100.9, 10.0.0.2' }),
      form({ ...inquiry, consent: 'on' }),
      inquiryForm,
    );
    expect(other).toEqual({ status: 'sent' });
    expect(stored('inquiry')).toHaveLength(3);
  });

  it('stores the chat contact step with its fixed goal', async () => {
    const contact = { name: 'Linh Vo', company: 'Delta Pay', email: 'linh@delta.example' };
    const state = await submitForm(browserHeaders(), form({ ...contact, website: '' }), chatContactForm);
    expect(state).toEqual({ status: 'sent' });
    expect(stored('chat-contact')).toEqual([expect.objectContaining(contact)]);
    // Without JavaScript there is no conversation, so the lead carries no id.
    expect(stored('chat-contact')[0]).not.toHaveProperty('conversationId');
  });
});
