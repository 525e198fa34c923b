// 000 §2.7: the description's toolbar link accepts only http(s) and mailto addresses. (What
// DOMPurify keeps of the HTML is checked in the browser, tests/e2e/listings-form.spec.ts: the
// DOM emulations available here do not run DOMPurify faithfully.)
import { describe, expect, it } from 'vitest';
import { linkUrl, sanitizeDescription } from '../../src/web/listings/form-sanitize.ts';

describe('linkUrl (the toolbar link)', () => {
  it('accepts http(s) and mailto, adds https to a bare host', () => {
    expect(linkUrl('https://example.com/a')).toBe('https://example.com/a');
    expect(linkUrl('www.example.com')).toBe('https://www.example.com/');
    expect(linkUrl('mailto:ventas@example.com')).toBe('mailto:ventas@example.com');
  });

  it('refuses other schemes and empty text', () => {
    expect(linkUrl('javascript:alert(1)')).toBeNull();
    expect(linkUrl('data:text/html,x')).toBeNull();
    expect(linkUrl('  ')).toBeNull();
  });
});

describe('sanitizeDescription without a DOM', () => {
  it('shows nothing rather than unsanitised HTML', () => {
    expect(sanitizeDescription('<p>a</p><script>window.__x=1</script>')).toBe('');
  });
});
