import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../../../test/harness.js';
import { type Database, type DatabaseHandle, escapeLike } from '../../platform/db/index.js';
import { formatClockDuration } from './formatting.js';
import * as tables from './tables.js';

/** The grams functions and triggers of migrations 0003 and 0010 on the embedded database, without a seed. */
describe('zx_grams and the search_grams triggers', () => {
  let handle: DatabaseHandle;
  let db: Database;

  beforeAll(async () => {
    handle = await (await testDatabase()).open();
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

  async function queryGrams(input: string | null): Promise<string[]> {
    const result = await db.execute(sql`select zx_query_grams(${input}::text) as grams`);
    const [row] = (result as unknown as { rows: Array<{ grams: string[] }> }).rows;
    return [...(row?.grams ?? [])].sort();
  }

  it.each([
    ['第123期', ['第1', '12', '23', '3期']],
    ['AbA', ['ab', 'ba']],
    ['力', ['力']],
    // A character between whitespace or the ends is asked for on its own; one in a bigram is not.
    ['a b', ['a', 'b']],
    ['ab c', ['ab', 'c']],
    ['领导\u3000力', ['领导', '力']],
    ['', []],
  ])('asks the index for the bigrams of %j', async (input, expected) => {
    expect(await queryGrams(input)).toEqual([...expected].sort());
    expect(await queryGrams(null)).toEqual([]);
  });

  it('finds the same names with the query grams as with every gram of the query', async () => {
    const names = [
      '领导力实战（第123期）',
      '第1223期',
      'ab c',
      'ab x',
      'abc',
      'a b c',
      '情境领导力',
      'Team 领导',
    ];
    const queries = ['第123期', '领导', '领力', 'b c', 'ab c', 'c', 'm 领', '力（'];
    const result = await db.execute(sql`select count(*) filter (where zx_grams(n) @> zx_grams(q)
        <> (zx_grams(n) @> zx_query_grams(q))) as differ
      from unnest(${sql.param(names)}::text[]) n cross join unnest(${sql.param(queries)}::text[]) q`);
    const [row] = (result as unknown as { rows: Array<{ differ: number | string }> }).rows;
    expect(Number(row?.differ)).toBe(0);
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

  it('keeps one narrow row per listed course, in step with the course', async () => {
    const { courses, listedCourses } = tables;
    const texts = { summary: '', description: '', picCover: '', picHeader: '', picPcBanner: '' };
    const [course] = await db
      .insert(courses)
      .values({ type: 1, name: '团队教练', charge: 1, price: 9900, linePrice: 19900, sort: 7, ...texts })
      .returning({ id: courses.id });
    const id = course?.id ?? 0;
    const rowOf = async () => (await db.select().from(listedCourses).where(eq(listedCourses.id, id)))[0];
    expect(await rowOf()).toMatchObject({ name: '团队教练', type: 1, charge: 1, price: 9900, sort: 7 });
    expect([...((await rowOf())?.searchGrams ?? [])].sort()).toEqual(await grams('团队教练'));

    await db.update(courses).set({ name: '团队复盘', price: 5900 }).where(eq(courses.id, id));
    expect(await rowOf()).toMatchObject({ name: '团队复盘', price: 5900 });
    expect([...((await rowOf())?.searchGrams ?? [])].sort()).toEqual(await grams('团队复盘'));

    // Unpublished, or moved off the main site: no longer listed, so no longer searched.
    await db.update(courses).set({ published: false }).where(eq(courses.id, id));
    expect(await rowOf()).toBeUndefined();
    await db.update(courses).set({ published: true, channel: 'enterprise' }).where(eq(courses.id, id));
    expect(await rowOf()).toBeUndefined();
    await db.update(courses).set({ channel: 'main' }).where(eq(courses.id, id));
    expect(await rowOf()).toMatchObject({ name: '团队复盘' });

    await db.delete(courses).where(eq(courses.id, id));
    expect(await rowOf()).toBeUndefined();
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
