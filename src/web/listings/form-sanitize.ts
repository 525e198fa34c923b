// 000 §2.7: the extended description is rich text (HTML). The server sanitises what it stores,
// and the screen sanitises again everything it puts into the page (DOMPurify): the editor's
// starting content and anything pasted into it. Never a script, an event attribute or a style;
// the same tags the server keeps (src/domain/rich-text.ts).
import DOMPurify from 'dompurify';
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_SCHEMES, RICH_TEXT_TAGS } from '../../domain/rich-text.ts';

const SCHEMES = new RegExp(`^(?:${RICH_TEXT_SCHEMES.join('|')}):`, 'i');

let instance: ReturnType<typeof DOMPurify> | null = null;

/** Our own DOMPurify instance, so its hook does not reach other users of the library. */
function purifier(): ReturnType<typeof DOMPurify> {
  if (instance !== null) return instance;
  // Without a DOM (a test in Node) the instance is unsupported and sanitises to nothing.
  const purify = DOMPurify(typeof window === 'undefined' ? undefined : window);
  instance = purify;
  if (!purify.isSupported) return purify;
  // Links open apart and do not give the new page a handle on this one.
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purify;
}

/** The description's HTML with only formatting and http(s)/mailto links left. */
export function sanitizeDescription(html: string): string {
  const purify = purifier();
  if (!purify.isSupported) return '';
  return purify.sanitize(html, {
    ALLOWED_TAGS: [...RICH_TEXT_TAGS],
    ALLOWED_ATTR: [...RICH_TEXT_ATTRIBUTES],
    ALLOW_DATA_ATTR: false,
    ALLOWED_URI_REGEXP: SCHEMES,
  });
}

/** A link typed in the toolbar: http(s) or mailto only ('www.x.com' becomes https). */
export function linkUrl(text: string): string | null {
  const t = text.trim();
  if (t === '') return null;
  const url = /^[a-z][a-z0-9+.-]*:/i.test(t) ? t : `https://${t}`;
  try {
    const parsed = new URL(url);
    return ['http:', 'https:', 'mailto:'].includes(parsed.protocol) ? parsed.href : null;
  } catch {
    return null;
  }
}
