import { describe, expect, it } from 'vitest';
import { parseArticle } from './front-matter';
import { bodyWithDateline, datelineText, releasePlainText } from './release-text';
import { shareLinks } from './share-links';

function release(extra: string, folder: 'en' | 'ko' = 'en') {
  const slug = folder === 'en' ? 'city-release' : 'city-release-ko';
  return parseArticle(
    `newsroom/${folder === 'en' ? '' : 'ko/'}${slug}.md`,
    `---
title: "A release issued from Seoul with its contacts"
slug: ${slug}
date: 2026-03-10
category: Kairo Newsroom
description: "A release with a dateline, press contacts, a boilerplate and token facts for journalists."
author: Kairo Newsroom
${extra}
---

First *paragraph* with a [link](https://example.com/).

## A heading

- one
- two
`,
    folder,
  );
}

const FIELDS = `dateline:
  city: Seoul
  time: "2026-03-10T09:00:00+09:00"
  timeZone: Asia/Seoul
contacts:
  - name: Min Park
    role: Press officer
    email: press@example.com
    phone: "+82 2 555 0142"
    kakaotalk: minpark
    wechat: min_park
boilerplate:
  heading: About Example
  text: "Example is a company that exists so that this test has a boilerplate long enough to pass."
riskNote: "Digital assets are volatile and may lose their value; this is not an offer of any token."`;

describe('release fields', () => {
  it('writes the dateline in the release language and its own zone', () => {
    expect(datelineText(release(FIELDS))).toBe('SEOUL, March 10, 2026 at 09:00 AM GMT+9');
    const ko = release(FIELDS.replace('city: Seoul', 'city: 서울'), 'ko');
    expect(datelineText(ko)).toMatch(/^서울, 2026년 3월 10일/);
    expect(bodyWithDateline(release(FIELDS))).toMatch(/^\*\*SEOUL, March 10, 2026 at 09:00 AM GMT\+9\*\* — First/);
    expect(bodyWithDateline(release(FIELDS.replace('city: Seoul', 'city: "Seoul *bold*"')))).toContain('SEOUL \\*BOLD\\*');
  });

  it('gives the plain text a journalist pastes: headline, dateline, body, risk, boilerplate, contacts, URL', () => {
    const text = releasePlainText(release(FIELDS), 'https://kairo-pr.example', 'https://kairo-pr.example/prstudio/city-release', {
      contacts: 'Press contacts',
      riskNote: 'Risks',
    });
    expect(text).toBe(`A release issued from Seoul with its contacts

A release with a dateline, press contacts, a boilerplate and token facts for journalists.

SEOUL, March 10, 2026 at 09:00 AM GMT+9 — First paragraph with a link.

A heading

• one

• two

Risks
Digital assets are volatile and may lose their value; this is not an offer of any token.

About Example
Example is a company that exists so that this test has a boilerplate long enough to pass.

Press contacts

Min Park, Press officer
press@example.com
+82 2 555 0142
KakaoTalk: minpark
WeChat: min_park

https://kairo-pr.example/prstudio/city-release
`);
  });

  it('reads a dateline time the YAML writer left unquoted as the same instant', () => {
    const unquoted = release(FIELDS.replace('time: "2026-03-10T09:00:00+09:00"', 'time: 2026-03-10T09:00:00+09:00'));
    expect(unquoted.dateline?.time).toBe('2026-03-10T00:00:00.000Z');
    expect(datelineText(unquoted)).toBe('SEOUL, March 10, 2026 at 09:00 AM GMT+9');
  });

  it('refuses a dateline without a zone, a bad phone, a handle with markup and a non-https image', () => {
    expect(() => release(FIELDS.replace('timeZone: Asia/Seoul', 'timeZone: Mars/Base'))).toThrow(/dateline.timeZone/);
    expect(() => release(FIELDS.replace('time: "2026-03-10T09:00:00+09:00"', 'time: "2026-03-10 09:00"'))).toThrow(
      /dateline.time/,
    );
    expect(() => release(FIELDS.replace('"+82 2 555 0142"', '"02 555 0142"'))).toThrow(/contacts.0.phone/);
    expect(() => release(FIELDS.replace('kakaotalk: minpark', 'kakaotalk: "<b>x</b>"'))).toThrow(/contacts.0.kakaotalk/);
    expect(() => release('images:\n  - src: "javascript:alert(1)"\n    alt: An image')).toThrow(/images.0.src/);
    expect(() => release('token:\n  ticker: ngr\n  chain: Ethereum')).toThrow(/token.ticker/);
  });

  it('shares the release URL by each app public address', () => {
    const url = 'https://kairo-pr.example/ko/prstudio/city-release-ko';
    const links = shareLinks(url, '서울 발표');
    expect(links.map((link) => link.app)).toEqual(['line', 'kakaotalk', 'zalo', 'telegram', 'x', 'linkedin', 'whatsapp', 'email']);
    for (const link of links) expect(decodeURIComponent(link.href)).toContain(url);
  });
});
