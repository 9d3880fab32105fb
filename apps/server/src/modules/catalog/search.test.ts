import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Database,
  type DatabaseHandle,
  IN_MEMORY,
  openDatabase,
  tables,
} from '../../platform/db/index.js';
import { formatClockDuration } from './formatting.js';
import { escapeLike } from './search.js';

/** The grams function and triggers of migration 0003 on the embedded database, without a seed. */
describe('zx_grams and the search_grams triggers', () => {
  let handle: DatabaseHandle;
  let db: Database;

  beforeAll(async () => {
    handle = await openDatabase({ dataDir: IN_MEMORY });
    await handle.migrate();
    db = handle.db;
  });
  afterAll(() => handle?.close());

  async function grams(input: string | null): Promise<string[]> {
    const result = await db.execute(sql`select zx_grams(${input}::text) as grams`);
    const [row] = (result as unknown as { rows: Array<{ grams: string[] }> }).rows;
    return [...(row?.grams ?? [])].sort();
  }

  it.each([
    ['领导力', ['力', '导', '导力', '领', '领导']],
    ['AbA', ['a', 'ab', 'b', 'ba']],
    ['a', ['a']],
    ['', []],
    // Whitespace (ASCII, ideographic, no-break) is no gram and breaks bigrams.
    ['领导 力', ['力', '导', '领', '领导']],
    ['领导\u3000力\u00a0班', ['力', '导', '班', '领', '领导']],
    ['%_\\', ['%', '%_', '\\', '_', '_\\']],
  ])('grams of %j', async (input, expected) => {
    expect(await grams(input)).toEqual([...expected].sort());
  });

  it('answers an empty array for null, never null', async () => {
    expect(await grams(null)).toEqual([]);
  });

  it('keeps each row’s grams in step with its name, whatever a caller writes', async () => {
    const { lecturers } = tables;
    const [row] = await db
      .insert(lecturers)
      .values({ name: '陈老师', avatar: '', title: '', detail: '', searchGrams: ['伪造'] })
      .returning();
    expect([...(row?.searchGrams ?? [])].sort()).toEqual(await grams('陈老师'));
    const [renamed] = await db
      .update(lecturers)
      .set({ name: '林Wan' })
      .where(eq(lecturers.id, row?.id ?? 0))
      .returning();
    expect([...(renamed?.searchGrams ?? [])].sort()).toEqual(['an', 'a', 'n', 'w', 'wa', '林', '林w'].sort());
  });
});

describe('search and display helpers', () => {
  it('escapes the LIKE wildcards and the escape character', () => {
    expect(escapeLike('100%_a\\b')).toBe('100\\%\\_a\\\\b');
    expect(escapeLike('领导力')).toBe('领导力');
  });

  it('formats section durations as mm:ss, and h:mm:ss from an hour', () => {
    expect(formatClockDuration(725)).toBe('12:05');
    expect(formatClockDuration(59)).toBe('00:59');
    expect(formatClockDuration(3600)).toBe('1:00:00');
    expect(formatClockDuration(3723)).toBe('1:02:03');
  });
});
