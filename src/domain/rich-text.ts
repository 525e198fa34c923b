// 000 §2.7: what the listing's rich-text description may hold, in one place. The server keeps
// only this when it stores a description (sanitize-html) and the screen keeps only this when
// it shows one (DOMPurify): formatting and http(s)/mailto links; never a script, an event
// attribute or a style.
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'h3',
  'h4',
  'blockquote',
  'a',
] as const;

/** Attributes kept, all on links; target and rel are set by the sanitiser itself. */
export const RICH_TEXT_ATTRIBUTES = ['href', 'target', 'rel'] as const;

export const RICH_TEXT_SCHEMES = ['http', 'https', 'mailto'] as const;
