import type { ByteRange } from '../../platform/storage/index.js';

/**
 * Reads an HTTP Range header (RFC 9110) against a file of `size` bytes: `none` for no header or one
 * this server does not read (then the whole file is sent, as the RFC allows), `unsatisfiable` for a
 * range that starts past the end. Of several ranges only the first is served: players ask for one.
 */
export function parseByteRange(
  header: string | undefined,
  size: number,
): { kind: 'none' } | { kind: 'unsatisfiable' } | { kind: 'range'; range: ByteRange } {
  if (header === undefined) return { kind: 'none' };
  const match = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*(?:,.*)?$/.exec(header);
  if (!match) return { kind: 'none' };
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return { kind: 'none' };
  if (from === '') {
    // A suffix: the last N bytes.
    const length = Number(to);
    if (length === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'range', range: { start: Math.max(0, size - length), end: size - 1 } };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (!Number.isSafeInteger(start) || start >= size) return { kind: 'unsatisfiable' };
  if (end < start) return { kind: 'none' };
  return { kind: 'range', range: { start, end } };
}
