import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown';

const ORIGIN = 'https://kairo-pr.example';

describe('renderMarkdown', () => {
  it('renders Markdown structure', () => {
    const html = renderMarkdown('## Heading\n\nSome **bold** text.\n\n- one\n- two', ORIGIN);
    expect(html).toContain('<h2>Heading</h2>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<li>one</li>');
  });

  it('escapes raw HTML instead of passing it through', () => {
    const html = renderMarkdown('Hello <script>alert(1)</script> <img src=x onerror=alert(2)>', ORIGIN);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;');
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:x',
    '//evil.example/x',
  ])('does not create a link to %s', (href) => {
    const html = renderMarkdown(`[click](${href})`, ORIGIN);
    expect(html).not.toContain('<a ');
  });

  it.each(['http://', 'https://', 'http://[::1', 'https://%zz'])('renders an address that cannot be read (%s) as text, never throwing', (href) => {
    const html = renderMarkdown(`Read [a](${href}) here. Also ${href} bare.`, ORIGIN, (link) => link);
    expect(html).not.toContain('<a ');
    expect(html).toContain('Read [a](');
  });

  it('keeps site links in the same tab and opens other sites in a new one', () => {
    const html = renderMarkdown(
      '[guide](/prstudio/how-to-write-a-press-release-that-gets-published) [home](https://kairo-pr.example/) [mas](https://www.mas.gov.sg/)',
      ORIGIN,
    );
    expect(html).toContain('<a href="/prstudio/how-to-write-a-press-release-that-gets-published">guide</a>');
    expect(html).toContain('<a href="https://kairo-pr.example/">home</a>');
    expect(html).toContain('<a href="https://www.mas.gov.sg/" target="_blank" rel="noopener noreferrer">mas</a>');
  });
});
