/** `%`, `_` and the escape character itself match literally in a LIKE pattern once escaped. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * The LIKE (or ILIKE) pattern of text that contains `keyword` anywhere, the keyword's wildcards taken
 * literally: what every search box of the site and the console asks for.
 */
export function containsPattern(keyword: string): string {
  return `%${escapeLike(keyword)}%`;
}
