const BLOCK_TAG = /<(p|ul|ol|blockquote|h3|h4|pre)\b/i;

/**
 * What the textarea holds, as the HTML the server receives: text without block tags becomes one
 * paragraph per blank-line-separated part, its line breaks kept. The server sanitises whatever comes.
 */
export function toWorkHtml(text: string): string {
  if (BLOCK_TAG.test(text)) return text;
  return text
    .split(/\n{2,}/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0)
    .map((part) => `<p>${part.replace(/\n/g, '<br>')}</p>`)
    .join('');
}

const PARAGRAPHS_ONLY = /^(<p>(?:(?!<\/?(?:p|ul|ol|blockquote|h3|h4|pre)\b).)*<\/p>)+$/is;

/**
 * What the textarea shows of stored work: work written as plain paragraphs comes back as the text that
 * was typed (blank lines between paragraphs, line breaks kept), so `toWorkHtml` gives the same HTML
 * again. Work with lists or quotes stays as its markup, which is what the toolbar wrote.
 */
export function fromWorkHtml(html: string): string {
  if (!PARAGRAPHS_ONLY.test(html)) return html;
  return html
    .slice(3, -4)
    .split(/<\/p>\s*<p>/i)
    .map((part) => part.replace(/<br\s*\/?>/gi, '\n'))
    .join('\n\n');
}

/** The toolbar's marks: each wraps the selection (or an empty pair at the caret). */
export const MARKS = [
  { label: '加粗', open: '<strong>', close: '</strong>' },
  { label: '斜体', open: '<em>', close: '</em>' },
  { label: '列表', open: '<ul>\n<li>', close: '</li>\n</ul>' },
  { label: '引用', open: '<blockquote>', close: '</blockquote>' },
] as const;

export function wrapSelection(text: string, start: number, end: number, open: string, close: string) {
  const next = `${text.slice(0, start)}${open}${text.slice(start, end)}${close}${text.slice(end)}`;
  return { text: next, caret: end + open.length };
}
