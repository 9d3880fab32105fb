/**
 * A record id read from the address (path or query): a positive whole number of at most 9 digits,
 * else undefined. Pages show "not found" for anything else rather than asking the server.
 */
export function parseId(text: string | null | undefined): number | undefined {
  if (!text || !/^\d{1,9}$/.test(text)) return undefined;
  const n = Number(text);
  return n > 0 ? n : undefined;
}
