import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressObject } from 'mailparser';
import * as chatContactRoute from '@/app/api/chat/contact/route';
import * as checkerLeadRoute from '@/app/api/checker/lead/route';
import * as inquiryRoute from '@/app/api/inquiry/route';
import { apiRequest } from '@/test/helpers/api';
import { HIGH_RATE_LIMITS, makeTempDir, restoreTestEnv, setTestEnv } from '@/test/helpers/env';
import { startMailServer, type ReceivedMail } from '@/test/helpers/mail-server';
import { createEmailSender } from './email';
import { runLeadDeliveryPass, stopLeadDelivery } from './index';

const INJECTION = '\r\nBcc: x@example.com';
/** SMTP carries body lines with CRLF and mailparser hands them back as LF. */
const IN_BODY = '\nBcc: x@example.com';
/** The plain-text part indents every line of a visitor's value. */
const indented = (value: string) => value.split('\n').map((line) => `    ${line}`).join('\n');
const TO = ['leads@kairo.example', 'founders@kairo.example'];
const FROM = 'site@kairo.example';

const temp = makeTempDir();
let smtp: Awaited<ReturnType<typeof startMailServer>>;

beforeAll(async () => {
  smtp = await startMailServer();
  setTestEnv({
    PROVIDER: 'embedded',
    DATA_DIR: temp.dir,
    SMTP_URL: smtp.url,
    LEADS_EMAIL_TO: TO.join(', '),
    LEADS_EMAIL_FROM: FROM,
    ...HIGH_RATE_LIMITS,
  });
});
afterAll(async () => {
  await stopLeadDelivery();
  restoreTestEnv();
  await smtp.stop();
  temp.remove();
});

const addresses = (value: AddressObject | AddressObject[] | undefined) =>
  [value ?? []].flat().flatMap((object) => object.value.map((address) => address.address));

/** Every header line of the raw message, lower-cased names; what a receiving server acts on. */
function headerNames(received: ReceivedMail): string[] {
  return [...received.mail.headers.keys()];
}

function expectNoInjectedRecipient(received: ReceivedMail) {
  expect(received.envelope.rcptTo.map((rcpt) => rcpt.address)).toEqual(TO);
  expect(headerNames(received)).not.toContain('bcc');
  expect(addresses(received.mail.to)).toEqual(TO);
  expect(received.mail.cc).toBeUndefined();
  expect(received.mail.bcc).toBeUndefined();
}

const pressRelease = `SINGAPORE — Lumen Ledger today announced a USD 12 million Series A. ${'The round funds expansion across Southeast Asia. '.repeat(8)}`;

describe('lead e-mail through a real SMTP server', () => {
  it('sends each stored lead to the agency once, every field escaped, nothing injected', async () => {
    const inquiry = {
      name: `Mai Tran${INJECTION}`,
      company: `Lumen <b>Ledger</b>${INJECTION}`,
      email: 'mai@lumenledger.example',
      message: 'Launch on Tuesday.\n<script>alert("x")</script><img src=x onerror="alert(1)"> & more',
    };
    const contact = { name: 'Hana Seo', company: 'Seoul Mint', email: 'hana@mint.example', goal: 'chat-widget' };
    const lead = {
      name: 'Arjun',
      company: 'Tessellate',
      email: 'arjun@tessellate.example',
      overallScore: 72,
      clarityScore: 20,
      proofScore: 17,
      mediaToneScore: 18,
      investorAppealScore: 17,
      pressReleaseText: pressRelease,
      strengths: 'Concrete numbers',
      improvements: 'Add a customer quote',
    };
    for (const response of [
      await inquiryRoute.POST(apiRequest('/api/inquiry', inquiry)),
      await chatContactRoute.POST(apiRequest('/api/chat/contact', contact)),
      await checkerLeadRoute.POST(apiRequest('/api/checker/lead', lead)),
    ]) {
      expect(response.status).toBe(200);
    }

    expect(await runLeadDeliveryPass()).toEqual({ delivered: 3, retried: 0, failed: 0 });
    expect(await runLeadDeliveryPass()).toEqual({ delivered: 0, retried: 0, failed: 0 });
    expect(smtp.received).toHaveLength(3);
    const [first, second, third] = smtp.received;
    for (const received of smtp.received) expectNoInjectedRecipient(received);

    // The inquiry: visitor text with CR LF stays on one subject line, and inert in both bodies.
    expect(first.mail.subject).toBe('Inquiry #1: Mai Tran Bcc: x@example.com, Lumen <b>Ledger</b> Bcc: x@example.com');
    expect(addresses(first.mail.from)).toEqual([FROM]);
    expect(addresses(first.mail.replyTo)).toEqual(['mai@lumenledger.example']);
    expect(first.mail.messageId).toBe('<lead-1@kairo.example>');
    const text = first.mail.text ?? '';
    expect(text).toContain('Inquiry #1, received ');
    expect(text).toContain(`Name:\n${indented(`Mai Tran${IN_BODY}`)}\n`);
    expect(text).toContain(`Company:\n${indented(`Lumen <b>Ledger</b>${IN_BODY}`)}\n`);
    expect(text).toContain('Email:\n    mai@lumenledger.example\n');
    expect(text).toContain(`Message:\n${indented(inquiry.message)}\n`);
    const html = String(first.mail.html);
    expect(html).toContain('<th align="left" valign="top" style="padding:4px 12px 4px 0">Name</th>');
    expect(html).toContain(`Mai Tran${IN_BODY}</td>`);
    expect(html).toContain('Lumen &lt;b&gt;Ledger&lt;/b&gt;');
    expect(html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; more',
    );
    expect(html).not.toMatch(/<script|<img|<b>/i);

    expect(second.mail.subject).toBe('Chat contact #2: Hana Seo, Seoul Mint');
    expect(addresses(second.mail.replyTo)).toEqual(['hana@mint.example']);
    expect(second.mail.text).toContain('Goal:\n    chat-widget\n');

    expect(third.mail.subject).toBe('PR Credibility Checker lead #3: Arjun, Tessellate');
    for (const [label, value] of [
      ['Overall score', '72'],
      ['Clarity score', '20'],
      ['Proof score', '17'],
      ['Media tone score', '18'],
      ['Investor appeal score', '17'],
      ['Press release', pressRelease.trim()],
      ['Strengths', 'Concrete numbers'],
      ['Improvements', 'Add a customer quote'],
    ]) {
      expect(third.mail.text).toContain(`${label}:\n${indented(value)}\n`);
    }
  });

  it('sets Reply-To only to a valid visitor address', async () => {
    const sender = createEmailSender({ smtpUrl: smtp.url, to: TO, from: FROM });
    try {
      const before = smtp.received.length;
      await sender.send({
        id: 41,
        kind: 'inquiry',
        createdAt: '2026-01-01T00:00:00.000Z',
        locale: 'en',
        fields: { name: 'Eve', company: 'Evil', email: `eve@evil.example${INJECTION}`, message: 'hi' },
      });
      const received = smtp.received[before];
      expect(received.mail.replyTo).toBeUndefined();
      expect(received.mail.headers.has('reply-to')).toBe(false);
      expectNoInjectedRecipient(received);
      expect(received.mail.text).toContain(`Email:\n${indented(`eve@evil.example${IN_BODY}`)}\n\nMessage:`);
    } finally {
      sender.close();
    }
  });

  it('keeps bidi controls out of headers and visitor lines from posing as field lines', async () => {
    const before = smtp.received.length;
    const spoof = {
      name: 'Mai \u202Egnp.exe\u202C Tran\u2066\u200B',
      company: 'Lumen\u2028Ledger\uFEFF',
      email: 'mai@lumenledger.example',
      message: 'Please call.\nEmail: ceo@bank.example\r\nName: The CEO\u2029Company: Bank\u202E',
    };
    expect((await inquiryRoute.POST(apiRequest('/api/inquiry', spoof))).status).toBe(200);
    expect((await runLeadDeliveryPass()).delivered).toBe(1);
    const { mail } = smtp.received[before];
    expect(mail.subject).toMatch(/^Inquiry #\d+: Mai gnp\.exe Tran, Lumen Ledger$/);
    for (const [name, value] of mail.headers) {
      expect(String(typeof value === 'object' ? JSON.stringify(value) : value), name).not.toMatch(/[\u202A-\u202E\u2066-\u2069\u200B\uFEFF\u2028\u2029]/);
    }
    const text = mail.text ?? '';
    // Lines at the margin are the server's: the heading and the labels, nothing a visitor wrote.
    const marginLines = text.split('\n').filter((line) => line !== '' && !line.startsWith('    '));
    expect(marginLines).toEqual([expect.stringMatching(/^Inquiry #\d+, received /), 'Name:', 'Company:', 'Email:', 'Message:']);
    expect(text).toContain('    Email: ceo@bank.example\n    Name: The CEO\n    Company: Bank\n');
    expect(text).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
  });
});
