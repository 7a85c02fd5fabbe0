import { describe, expect, it } from 'vitest';
import Parser from 'rss-parser';
import type { FeedItem } from './feed-item';
import { buildRss, escapeXml, toRfc822, type RssChannel } from './rss-build';
import { parseRss } from './rss-read';

const channel: RssChannel = {
  title: 'Kairo PR — PR Studio & Blog',
  link: 'https://kairo-pr.example/pr-studio',
  description: 'Press releases <and> articles from "Kairo PR"',
  selfUrl: 'https://kairo-pr.example/prstudio/rss.xml',
};

const items: FeedItem[] = [
  {
    title: 'Sorapay Secures MPI Licence from the "MAS" & Opens <Vietnam> Corridor',
    link: 'https://kairo-pr.example/prstudio/sorapay-secures-major-payment-institution-licence-from-mas',
    pubDate: '2026-11-03T00:00:00.000Z',
    description: 'Exporters get one account & five currencies; ]]> is not a CDATA end here. It’s “quoted”.',
    category: 'Kairo Newsroom',
    guid: 'https://kairo-pr.example/prstudio/sorapay-secures-major-payment-institution-licence-from-mas',
  },
  {
    title: 'Press Releases and SEO',
    link: 'https://kairo-pr.example/prstudio/press-releases-and-seo',
    pubDate: '2026-04-28T09:30:00.000Z',
    description: 'What Google News indexing does — and does not do.',
    category: 'PR Tips & Guides',
    guid: 'kairo-seo-2026-04',
  },
];

describe('buildRss', () => {
  const xml = buildRss(channel, items);

  it('writes an RSS 2.0 document with an atom:self link', () => {
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
      ),
    ).toBe(true);
    expect(xml).toContain(
      '<atom:link href="https://kairo-pr.example/prstudio/rss.xml" rel="self" type="application/rss+xml"/>',
    );
    expect(xml).toContain('<lastBuildDate>Tue, 03 Nov 2026 00:00:00 GMT</lastBuildDate>');
  });

  it('escapes text so markup in a field cannot break the document', () => {
    expect(xml).toContain(
      '<title>Sorapay Secures MPI Licence from the &quot;MAS&quot; &amp; Opens &lt;Vietnam&gt; Corridor</title>',
    );
    expect(xml).toContain('one account &amp; five currencies; ]]&gt; is not');
    expect(xml).not.toContain('<Vietnam>');
  });

  it('marks a URL guid as a permalink and any other guid as not', () => {
    expect(xml).toContain(`<guid isPermaLink="true">${items[0].guid}</guid>`);
    expect(xml).toContain('<guid isPermaLink="false">kairo-seo-2026-04</guid>');
  });

  it('removes characters XML cannot hold', () => {
    expect(escapeXml('a\u0000b\u0008c\u000Bd')).toBe('abcd');
  });

  it('writes dates in RFC 822', () => {
    expect(toRfc822('2026-04-28T09:30:00.000Z')).toBe('Tue, 28 Apr 2026 09:30:00 GMT');
  });

  it('writes a valid empty channel', async () => {
    const empty = buildRss(channel, []);
    expect(empty).not.toContain('lastBuildDate');
    const feed = await new Parser().parseString(empty);
    expect(feed.items).toEqual([]);
  });
});

describe('round trip through rss-parser', () => {
  it('reads back every field of every item unchanged', async () => {
    const back = await parseRss(buildRss(channel, items));
    expect(back).toEqual(items);
  });

  it('reads back the channel fields', async () => {
    const feed = await new Parser().parseString(buildRss(channel, items));
    expect(feed.title).toBe(channel.title);
    expect(feed.link).toBe(channel.link);
    expect(feed.description).toBe(channel.description);
    expect(feed.items).toHaveLength(2);
  });
});

describe('parseRss on feeds we do not control', () => {
  const external = `<?xml version="1.0"?>
<rss version="2.0"><channel><title>Partner wire</title><link>https://wire.example/</link><description>x</description>
  <item><title>Relative link</title><link>/news/one</link><pubDate>Mon, 02 Mar 2026 08:00:00 +0800</pubDate>
    <description><![CDATA[<p>Hello <script>x()</script></p>]]></description><category domain="https://wire.example/c">Kairo Newsroom</category></item>
  <item><title>No date</title><link>https://wire.example/two</link></item>
  <item><title></title><link>https://wire.example/three</link><pubDate>Tue, 03 Mar 2026 08:00:00 GMT</pubDate></item>
  <item><title>Older</title><link>https://wire.example/four</link><pubDate>Sun, 01 Feb 2026 08:00:00 GMT</pubDate><guid>four</guid></item>
</channel></rss>`;

  it('keeps valid items newest first, resolves relative links, reads attributed categories, defaults guid to link', async () => {
    const skipped: number[] = [];
    const out = await parseRss(external, {
      baseUrl: 'https://wire.example/feed.xml',
      onInvalid: (i) => skipped.push(i),
    });
    expect(out.map((i) => i.title)).toEqual(['Relative link', 'Older']);
    expect(out[0]).toEqual({
      title: 'Relative link',
      link: 'https://wire.example/news/one',
      pubDate: '2026-03-02T00:00:00.000Z',
      description: 'Hello',
      category: 'Kairo Newsroom',
      guid: 'https://wire.example/news/one',
    });
    expect(out[1].guid).toBe('four');
    expect(out[1].category).toBe('');
    expect(skipped).toEqual([1, 2]);
  });

  it('throws on text that is not a feed', async () => {
    await expect(parseRss('<html><body>Not found</body></html>')).rejects.toThrow();
  });
});
