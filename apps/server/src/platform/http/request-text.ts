/**
 * Text no field of the contract can hold, refused once for every request before any schema runs:
 * C0 and C1 control characters (tab, line feed and carriage return excepted, which multi-line text
 * such as an address or a comment may carry) and lone UTF-16 surrogates. PostgreSQL refuses NUL
 * outright (a 500 if it got that far) and turns a lone surrogate into U+FFFD, silently changing
 * what was stored; the others only make trouble wherever the text is shown or logged later.
 */
const INVALID_CHARACTER = /(?![\t\n\r])\p{Cc}|\p{Cs}/u;

/** Deeper than any request of the contract; refusing it spares every recursive walk after this one. */
const MAX_DEPTH = 32;

export function hasInvalidText(text: string): boolean {
  return INVALID_CHARACTER.test(text);
}

/**
 * The first reason to refuse a parsed JSON body, or null: a string value or key with invalid
 * characters, or nesting deeper than MAX_DEPTH. The walk keeps its own stack, so no body, however
 * deep, can exhaust the call stack.
 */
export function findTextProblem(body: unknown): 'INVALID_CHARACTERS' | 'REQUEST_TOO_DEEP' | null {
  const pending: Array<{ value: unknown; depth: number }> = [{ value: body, depth: 0 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value, depth } = next;
    if (typeof value === 'string') {
      if (hasInvalidText(value)) return 'INVALID_CHARACTERS';
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= MAX_DEPTH) return 'REQUEST_TOO_DEEP';
    if (Array.isArray(value)) {
      for (const item of value) pending.push({ value: item, depth: depth + 1 });
      continue;
    }
    for (const [key, item] of Object.entries(value)) {
      if (hasInvalidText(key)) return 'INVALID_CHARACTERS';
      pending.push({ value: item, depth: depth + 1 });
    }
  }
  return null;
}
