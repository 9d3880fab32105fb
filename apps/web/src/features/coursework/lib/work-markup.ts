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
