import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chatContactSchema } from './chat-contact';
import { checkerLeadSchema } from './checker-lead';
import { conversationCreateSchema } from './conversation';
import { fieldErrors } from './field-errors';
import { HONEYPOT_FIELD, isHoneypotFilled } from './honeypot';
import { inquirySchema } from './inquiry';
import { messageSchema } from './message';

const contact = { name: '  Mai Tran ', company: ' Lumen Ledger', email: ' mai@lumen.example ' };

describe('request schemas', () => {
  it('trims text, keeps only known fields, and drops the honeypot', () => {
    expect(inquirySchema.parse({ ...contact, message: ' Hello ', website: '', consent: true })).toEqual({
      name: 'Mai Tran',
      company: 'Lumen Ledger',
      email: 'mai@lumen.example',
      message: 'Hello',
    });
  });

  it('requires the chat-widget goal for chat contacts', () => {
    expect(chatContactSchema.safeParse({ ...contact, goal: 'chat-widget' }).success).toBe(true);
    const result = chatContactSchema.safeParse({ ...contact, goal: 'other' });
    expect(result.success || fieldErrors(result.error)).toEqual({ goal: 'goal must be "chat-widget".' });
  });

  it('keeps a well-formed conversation id on a chat contact and drops a malformed one without refusing', () => {
    const base = { ...contact, goal: 'chat-widget' };
    expect(chatContactSchema.parse({ ...base, conversationId: 'chat:abc-1.2' }).conversationId).toBe('chat:abc-1.2');
    for (const conversationId of ['../admin', '', 'x'.repeat(201), 42, '.hidden']) {
      const parsed = chatContactSchema.parse({ ...base, conversationId });
      expect(parsed).toEqual({
        name: 'Mai Tran',
        company: 'Lumen Ledger',
        email: 'mai@lumen.example',
        goal: 'chat-widget',
      });
      expect(JSON.stringify(parsed)).not.toContain('conversationId');
    }
    expect(chatContactSchema.parse(base)).not.toHaveProperty('conversationId');
  });

  it('bounds checker scores to whole numbers 0..25 (overall 0..100) and needs 300 characters of text', () => {
    const lead = {
      ...contact,
      overallScore: 100,
      clarityScore: 25,
      proofScore: 0,
      mediaToneScore: 12,
      investorAppealScore: 25,
      pressReleaseText: 'p'.repeat(150) + ' ' + 'q'.repeat(149),
      strengths: '',
      improvements: '',
    };
    expect(checkerLeadSchema.safeParse(lead).success).toBe(true);
    for (const [field, value] of [
      ['overallScore', 101],
      ['clarityScore', 26],
      ['proofScore', -1],
      ['mediaToneScore', 3.5],
      ['investorAppealScore', Number.NaN],
    ] as const) {
      expect(checkerLeadSchema.safeParse({ ...lead, [field]: value }).success).toBe(false);
    }
    const short = checkerLeadSchema.safeParse({ ...lead, pressReleaseText: `  ${'p'.repeat(299)}  ` });
    expect(short.success || fieldErrors(short.error)).toEqual({
      pressReleaseText: 'Please provide at least 300 characters for accurate analysis.',
    });
  });

  it('accepts only the chat and checker purposes', () => {
    expect(conversationCreateSchema.parse({ purpose: 'checker' })).toEqual({ purpose: 'checker' });
    expect(conversationCreateSchema.safeParse({ purpose: 'Chat' }).success).toBe(false);
  });

  it('takes message text of 1..20000 characters after trimming', () => {
    expect(messageSchema.parse({ text: '  hi  ' })).toEqual({ text: 'hi' });
    expect(messageSchema.safeParse({ text: '   ' }).success).toBe(false);
    expect(messageSchema.safeParse({ text: ` ${'a'.repeat(20000)} ` }).success).toBe(true);
    expect(messageSchema.safeParse({ text: 'a'.repeat(20001) }).success).toBe(false);
  });

  it('replaces each lone surrogate with one U+FFFD and keeps paired ones', () => {
    expect(messageSchema.parse({ text: 'a\uD800b\uDC00c 🚀' })).toEqual({ text: 'a\uFFFDb\uFFFDc 🚀' });
    expect(messageSchema.parse({ text: '\uD83D' })).toEqual({ text: '\uFFFD' });
  });
});

describe('isHoneypotFilled', () => {
  it.each([
    [{ [HONEYPOT_FIELD]: 'https://spam.example' }, true],
    [{ [HONEYPOT_FIELD]: 1 }, true],
    [{ [HONEYPOT_FIELD]: '' }, false],
    [{ [HONEYPOT_FIELD]: '   ' }, false],
    [{ [HONEYPOT_FIELD]: null }, false],
    [{}, false],
    [[{ [HONEYPOT_FIELD]: 'x' }], false],
    ['website', false],
  ])('%j → %s', (body, filled) => {
    expect(isHoneypotFilled(body)).toBe(filled);
  });
});

describe('client-safe modules', () => {
  it('lib/validation and the suspicious-input rule import nothing server-only', () => {
    const files = readdirSync(__dirname)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => path.join(__dirname, file));
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) {
      const imports = [...readFileSync(file, 'utf8').matchAll(/from '([^']+)'|import '([^']+)'/g)].map(
        (m) => m[1] ?? m[2],
      );
      for (const source of imports) {
        expect(source, `${path.basename(file)} imports ${source}`).toMatch(
          /^(zod|\.\/[\w-]+)$/,
        );
      }
    }
  });
});
