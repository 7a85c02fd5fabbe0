import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import * as checkerLeadRoute from '@/app/api/checker/lead/route';
import * as inquiryRoute from '@/app/api/inquiry/route';
import { apiRequest } from '@/test/helpers/api';
import { HIGH_RATE_LIMITS, makeTempDir, restoreTestEnv, setTestEnv } from '@/test/helpers/env';
import { startMailServer } from '@/test/helpers/mail-server';
import { startWebhookReceiver } from '@/test/helpers/webhook-receiver';
import { runLeadDeliveryPass, stopLeadDelivery } from './index';

const SECRET = `whsec_${randomBytes(24).toString('base64')}`;
const temp = makeTempDir();
let smtp: Awaited<ReturnType<typeof startMailServer>>;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

beforeAll(async () => {
  smtp = await startMailServer();
  receiver = await startWebhookReceiver(() => 204);
  setTestEnv({
    PROVIDER: 'embedded',
    DATA_DIR: temp.dir,
    SMTP_URL: smtp.url,
    LEADS_EMAIL_TO: 'leads@kairo.example',
    LEADS_EMAIL_FROM: 'site@kairo.example',
    LEAD_WEBHOOK_URL: receiver.url,
    LEAD_WEBHOOK_SECRET: SECRET,
    ...HIGH_RATE_LIMITS,
  });
});
afterAll(async () => {
  await stopLeadDelivery();
  restoreTestEnv();
  await smtp.stop();
  await receiver.stop();
  temp.remove();
});

describe('a lead’s language through a real SMTP server and webhook receiver', () => {
  it('arrives with the Korean visitor’s locale in the e-mail and the webhook, English for the agency', async () => {
    const inquiry = { name: 'Hana Seo', company: 'Seoul Mint', email: 'hana@mint.example', message: '5월 시리즈 A 발표' };
    const response = await inquiryRoute.POST(apiRequest('/api/inquiry', { ...inquiry, locale: 'ko' }));
    expect(response.status).toBe(200);
    expect(await runLeadDeliveryPass()).toEqual({ delivered: 2, retried: 0, failed: 0 });

    expect(smtp.received).toHaveLength(1);
    const { mail } = smtp.received[0];
    expect(mail.subject).toBe('Inquiry #1: Hana Seo, Seoul Mint');
    expect(mail.text).toMatch(/^Inquiry #1, received \S+\. Language: 한국어 \(ko\)\n/);
    expect(mail.text).toContain(`Message:\n    ${inquiry.message}\n`);
    expect(String(mail.html)).toContain('>Language</th>');
    expect(String(mail.html)).toContain('한국어 (ko)</td>');

    expect(receiver.calls).toHaveLength(1);
    const call = receiver.calls[0];
    const payload = new Webhook(SECRET).verify(call.body, call.headers as Record<string, string>);
    expect(payload).toEqual({
      kind: 'inquiry',
      id: 1,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      locale: 'ko',
      fields: inquiry,
    });
  });

  it('says which language a checker lead’s release was in, whatever the page’s language', async () => {
    const release = readFileSync('test/fixtures/checker-calibration/ja/kumo-ai-clinic-partnership.txt', 'utf8');
    const lead = {
      name: 'Ken Sato',
      company: 'Kumo AI',
      email: 'ken@kumoai.example',
      overallScore: 78,
      clarityScore: 25,
      proofScore: 23,
      mediaToneScore: 25,
      investorAppealScore: 5,
      pressReleaseText: release,
      strengths: 'Figures',
      improvements: 'Traction',
    };
    const response = await checkerLeadRoute.POST(apiRequest('/api/checker/lead', lead));
    expect(response.status).toBe(200);
    await runLeadDeliveryPass();
    const { mail } = smtp.received[smtp.received.length - 1];
    expect(mail.text).toMatch(/Language: English \(en\)\n/);
    expect(mail.text).toContain('Release language:\n    日本語 (ja)\n');
    expect(String(mail.html)).toContain('>Release language</th>');
  });
});
