import sanitizeHtml from 'sanitize-html';

/**
 * The markup a submission may keep: paragraphs, emphasis, lists, quotes, code and links to http(s)
 * addresses. Everything else is dropped with its attributes (scripts and styles with their text);
 * links open in a new tab without handing the page to it.
 */
const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ol',
    'ul',
    'li',
    'blockquote',
    'h3',
    'h4',
    'pre',
    'code',
    'a',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
  },
};

export function sanitizeWorkHtml(html: string): string {
  return sanitizeHtml(html, ALLOWED).trim();
}

/** The text of a work without markup, for excerpts. */
export function plainText(html: string, max: number): string {
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
