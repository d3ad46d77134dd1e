import { renderMarkdown } from './markdown';

describe('renderMarkdown (notes and resource details)', () => {
  it('makes **bold** bold', () => {
    expect(renderMarkdown('Some **bold** text')).toBe('<p>Some <strong>bold</strong> text</p>\n');
  });

  it('makes a list a list', () => {
    expect(renderMarkdown('- one\n- two')).toBe('<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n');
  });

  it('shows HTML the pupil typed as text: no script, no element with a handler', () => {
    const html = renderMarkdown('<script>alert(1)</script><img src=x onerror=alert(2)>');
    expect(html).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;</p>\n',
    );
    expect(html).not.toMatch(/<script|<img/i);
  });

  it('makes no javascript: link, and leaves its text as text', () => {
    const html = renderMarkdown('[x](javascript:alert(3))');
    expect(html).not.toMatch(/<a\b/i);
    expect(html).not.toMatch(/href/i);
    expect(html).toBe('<p>[x](javascript:alert(3))</p>\n');
  });

  it('refuses vbscript:, file: and data: links too, however they are cased', () => {
    for (const url of [
      'VBScript:x',
      'file:///etc/passwd',
      'data:text/html,<b>x</b>',
      'JaVaScRiPt:x',
    ]) {
      expect(renderMarkdown(`[x](${url})`)).not.toMatch(/<a\b/i);
    }
  });

  it('opens a web link with rel="noopener noreferrer"', () => {
    expect(renderMarkdown('[Careers](https://example.org/a?b=1&c=2)')).toBe(
      '<p><a href="https://example.org/a?b=1&amp;c=2" rel="noopener noreferrer">Careers</a></p>\n',
    );
  });

  it('does not turn a bare address into a link (linkify is off)', () => {
    expect(renderMarkdown('see www.example.org')).toBe('<p>see www.example.org</p>\n');
  });

  it('renders empty text as nothing', () => {
    expect(renderMarkdown('')).toBe('');
  });
});
