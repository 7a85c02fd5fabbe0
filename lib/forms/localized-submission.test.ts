import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as chatContactRoute from '@/app/api/chat/contact/route';
import * as checkerLeadRoute from '@/app/api/checker/lead/route';
import * as inquiryRoute from '@/app/api/inquiry/route';
import { openDatabase } from '@/lib/store/sqlite/open';
import { resetProviderForTests } from '@/lib/provider';
import { apiRequest } from '@/test/helpers/api';
import { HIGH_RATE_LIMITS, makeTempDir, restoreTestEnv, setTestEnv } from '@/test/helpers/env';
import { submitForm } from './submit-form';
import { inquiryForm } from './submissions';

let temp: ReturnType<typeof makeTempDir>;
beforeEach(() => {
  temp = makeTempDir();
  setTestEnv({ PROVIDER: 'embedded', DATA_DIR: temp.dir, TRUSTED_PROXY_HOPS: '1', ...HIGH_RATE_LIMITS });
});
afterEach(() => {
  restoreTestEnv();
  temp.remove();
});

/** Each stored lead's kind and language, oldest first. */
function storedLocales(): [string, string][] {
  resetProviderForTests();
  const db = openDatabase(temp.dir);
  try {
    return (db.prepare('SELECT kind, locale FROM submissions ORDER BY id').all() as { kind: string; locale: string }[]).map(
      (row) => [row.kind, row.locale],
    );
  } finally {
    db.close();
  }
}

const inquiry = { name: 'Hana Seo', company: 'Seoul Mint', email: 'hana@mint.example', message: 'Series A in May.' };

describe('lead submissions in the visitor’s language', () => {
  it('answers a bad field in Korean when the body names ko, and in today’s English without a locale', async () => {
    const korean = await inquiryRoute.POST(apiRequest('/api/inquiry', { ...inquiry, email: 'hana@', locale: 'ko' }));
    expect(korean.status).toBe(422);
    expect(await korean.json()).toEqual({
      error: '올바른 이메일 주소를 입력해 주십시오.',
      fields: { email: '올바른 이메일 주소를 입력해 주십시오.' },
    });
    const english = await inquiryRoute.POST(apiRequest('/api/inquiry', { ...inquiry, email: 'hana@' }));
    expect(await english.json()).toEqual({
      error: 'Please enter a valid email address.',
      fields: { email: 'Please enter a valid email address.' },
    });
    const japanese = await inquiryRoute.POST(apiRequest('/api/inquiry', { ...inquiry, email: '', locale: 'ja' }));
    expect((await japanese.json()).fields).toEqual({ email: 'メールアドレスを入力してください。' });
    expect(storedLocales()).toEqual([]);
  });

  it('stores every kind of lead with its locale, English when absent', async () => {
    const responses = [
      await inquiryRoute.POST(apiRequest('/api/inquiry', { ...inquiry, locale: 'ko' })),
      await inquiryRoute.POST(apiRequest('/api/inquiry', inquiry)),
      await chatContactRoute.POST(
        apiRequest('/api/chat/contact', { ...inquiry, message: undefined, goal: 'chat-widget', locale: 'vi' }),
      ),
      await checkerLeadRoute.POST(
        apiRequest('/api/checker/lead', {
          name: 'Arjun',
          company: 'Tessellate',
          email: 'arjun@tessellate.example',
          overallScore: 72,
          clarityScore: 20,
          proofScore: 17,
          mediaToneScore: 18,
          investorAppealScore: 17,
          pressReleaseText: `TOKYO — Tessellate today announced its Series A. ${'The round funds expansion in Japan. '.repeat(9)}`,
          strengths: '',
          improvements: '',
          locale: 'ja',
        }),
      ),
    ];
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200]);
    expect(storedLocales()).toEqual([
      ['inquiry', 'ko'],
      ['inquiry', 'en'],
      ['chat-contact', 'vi'],
      ['checker-lead', 'ja'],
    ]);
  });

  it('refuses an unknown locale with 400 and stores nothing', async () => {
    for (const locale of ['fr', 'KO', '', 7, null]) {
      const response = await inquiryRoute.POST(apiRequest('/api/inquiry', { ...inquiry, locale }));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: 'locale must be one of: en, vi, zh, ko, ja.',
        fields: { locale: 'locale must be one of: en, vi, zh, ko, ja.' },
      });
    }
    expect(storedLocales()).toEqual([]);
  });

  it('words a refusal from the catalogue of errors, with the count in the sentence', async () => {
    setTestEnv({ RATE_LIMIT_FORMS_PER_MINUTE: '1' });
    expect((await inquiryRoute.POST(apiRequest('/api/inquiry', { ...inquiry, locale: 'zh' }))).status).toBe(200);
    const limited = await inquiryRoute.POST(apiRequest('/api/inquiry', { ...inquiry, locale: 'zh' }));
    expect(limited.status).toBe(429);
    const seconds = limited.headers.get('retry-after');
    expect((await limited.json()).error).toBe(`请求过于频繁，请在 ${seconds} 秒后重试。`);
  });

  it('renders the server action’s refusal in the form’s language and stores its lead with it', async () => {
    const headers = {
      headers: new Headers({
        origin: 'http://localhost:3000',
        host: 'localhost:3000',
        'sec-fetch-site': 'same-origin',
        'x-forwarded-for': '203.0.113.7, 10.0.0.2',
      }),
    };
    const form = (values: Record<string, string>) => {
      const data = new FormData();
      for (const [name, value] of Object.entries(values)) data.append(name, value);
      return data;
    };
    const refused = await submitForm(headers, form({ ...inquiry, email: 'hana@', locale: 'ko' }), inquiryForm);
    expect(refused).toMatchObject({
      status: 'refused',
      error: '올바른 이메일 주소를 입력해 주십시오.',
      fields: { email: '올바른 이메일 주소를 입력해 주십시오.', consent: '계속하려면 개인정보 처리방침에 동의해 주십시오.' },
    });
    expect(await submitForm(headers, form({ ...inquiry, consent: 'on', locale: 'ko' }), inquiryForm)).toEqual({
      status: 'sent',
    });
    expect(storedLocales()).toEqual([['inquiry', 'ko']]);
  });
});
