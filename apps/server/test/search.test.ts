import type { CourseCard, Page, TrainingCard } from '@zhixue/contract';
import { and, count, eq, like, or, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { nameOrLecturerMatches } from '../src/modules/catalog/search.js';
import * as tables from '../src/tables.js';
import { serverForThisFile } from './harness.js';

const server = serverForThisFile();
const db = () => server.database.db;
const { trainings, courses, lecturers } = tables;

const CAMP_SEARCH = '/api/front/search/training/list';

async function searchCamps(body: Record<string, unknown>): Promise<Page<TrainingCard>> {
  const answer = await server.post(CAMP_SEARCH, body);
  expect(answer.body.code, `${JSON.stringify(body)}: ${answer.body.msg}`).toBe('00000');
  return answer.body.data as Page<TrainingCard>;
}

const idsOf = async (keyword: string) => (await searchCamps({ keyword })).list.map((card) => card.id);

/** A camp whose name holds the LIKE wildcards and the escape character (answers are cached 30 s, so added first). */
let oddCamp = 0;

beforeAll(async () => {
  const [row] = await db()
    .insert(trainings)
    .values({
      kind: 'offline',
      name: '满分100%_营\\二期',
      intro: '',
      description: '',
      picCover: '',
      price: 0,
      linePrice: 0,
      city: '杭州',
    })
    .returning({ id: trainings.id });
  oddCamp = row?.id ?? 0;
});

describe('search/training/list', () => {
  it('finds camps by any Chinese substring of their name, online first', async () => {
    expect(await idsOf('训练营')).toEqual([1, 3, 4]);
    expect(await idsOf('经验萃取')).toEqual([13]);
    expect(await idsOf('体验营')).toEqual([21, 22]);
    expect(await idsOf('研修')).toEqual([12]);
    // One character is enough; characters that are not side by side are no match.
    expect(await idsOf('班')).toEqual([11, 12]);
    expect(await idsOf('训营')).toEqual([]);
    const [card] = (await searchCamps({ keyword: '萃取' })).list;
    expect(card).toMatchObject({ id: 13, kind: 'offline', city: '深圳' });
  });

  it('finds the camps of a lecturer by part of the lecturer’s name', async () => {
    expect(await idsOf('陈思远')).toEqual([1, 11]);
    expect(await idsOf('思远')).toEqual([1, 11]);
    expect(await idsOf('婉清')).toEqual([2, 13]);
  });

  it('ignores case and the spaces around the text', async () => {
    expect(await idsOf('ttt')).toEqual([11]);
    expect(await idsOf('ai办公')).toEqual([4]);
    expect(await idsOf('  训练营 ')).toEqual([1, 3, 4]);
  });

  it('treats % and _ and \\ as the characters themselves', async () => {
    expect(await idsOf('%')).toEqual([oddCamp]);
    expect(await idsOf('_')).toEqual([oddCamp]);
    expect(await idsOf('\\')).toEqual([oddCamp]);
    expect(await idsOf('0%_营')).toEqual([oddCamp]);
    expect(await idsOf('%营')).toEqual([]);
    expect(await idsOf('训练%')).toEqual([]);
    expect(await idsOf('训_营')).toEqual([]);
    expect(await idsOf('\\%')).toEqual([]);
  });

  it('refuses an empty text and one over 50 characters', async () => {
    for (const body of [{}, { keyword: '' }, { keyword: '   ' }]) {
      const { status, body: answer } = await server.post(CAMP_SEARCH, body);
      expect([status, answer.code], JSON.stringify(body)).toEqual([400, 'A0400']);
    }
    const empty = await server.post(CAMP_SEARCH, { keyword: '' });
    expect(empty.body.msg).toBe('请输入搜索内容');
    for (const keyword of ['营'.repeat(51), '训练营'.repeat(22), 'a'.repeat(64), '领'.repeat(200)]) {
      const { status, body } = await server.post(CAMP_SEARCH, { keyword });
      expect([status, body.code, body.msg]).toEqual([400, 'A0400', '搜索内容最多50个字']);
    }
    expect((await searchCamps({ keyword: '营'.repeat(50) })).total).toBe(0);
    const wrongType = await server.post(CAMP_SEARCH, { keyword: ['训练营'] });
    expect([wrongType.status, wrongType.body.code]).toEqual([400, 'A0400']);
  });

  it('pages within bounds and keeps the total on every page', async () => {
    const first = await searchCamps({ keyword: '营', pageSize: 2 });
    const second = await searchCamps({ keyword: '营', pageSize: 2, pageCurrent: 2 });
    const all = await searchCamps({ keyword: '营', pageSize: 100 });
    expect(all.total).toBe(all.list.length);
    expect(all.total).toBeGreaterThan(4);
    expect([first.total, second.total]).toEqual([all.total, all.total]);
    expect([...first.list, ...second.list].map((card) => card.id)).toEqual(
      all.list.slice(0, 4).map((card) => card.id),
    );
    const past = await searchCamps({ keyword: '营', pageSize: 2, pageCurrent: 10_000 });
    expect([past.list, past.total, past.pageCurrent]).toEqual([[], all.total, 10_000]);
    for (const paging of [
      { pageSize: 0 },
      { pageSize: 101 },
      { pageCurrent: 0 },
      { pageCurrent: 10_001 },
      { pageCurrent: -1 },
      { pageSize: 'many' },
    ]) {
      const { status, body } = await server.post(CAMP_SEARCH, { keyword: '营', ...paging });
      expect([status, body.code], JSON.stringify(paging)).toEqual([400, 'A0400']);
    }
  });

  it('narrows by the GIN indexes of camp and lecturer names', async () => {
    const plan = await db().transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(
        sql`explain select ${trainings.id} from ${trainings} where ${nameOrLecturerMatches(trainings, '训练')}`,
      );
      return (result as unknown as { rows: Array<Record<string, string>> }).rows
        .map((row) => Object.values(row).join(''))
        .join('\n');
    });
    expect(plan).toContain('trainings_search_grams_idx');
    expect(plan).toContain('lecturers_search_grams_idx');
  });
});

describe('course/list with a keyword', () => {
  const list = async (body: Record<string, unknown>) => {
    const answer = await server.post('/api/front/course/list', body);
    expect(answer.body.code, answer.body.msg).toBe('00000');
    return answer.body.data as Page<CourseCard>;
  };

  it('answers the total of all matches on every page, also past the last one', async () => {
    // Counted without the grams: every listed course whose own or whose lecturer's name holds 管理.
    const [expected] = await db()
      .select({ value: count() })
      .from(courses)
      .leftJoin(lecturers, eq(lecturers.id, courses.lecturerId))
      .where(
        and(
          eq(courses.channel, 'main'),
          eq(courses.published, true),
          or(like(courses.name, '%管理%'), like(lecturers.name, '%管理%')),
        ),
      );
    const total = expected?.value ?? 0;
    expect(total).toBeGreaterThan(2);
    const pages = await Promise.all(
      [1, 2, 3].map((pageCurrent) => list({ keyword: '管理', pageSize: 1, pageCurrent })),
    );
    expect(pages.map((page) => page.total)).toEqual([total, total, total]);
    expect(new Set(pages.flatMap((page) => page.list.map((card) => card.id))).size).toBe(3);
    const past = await list({ keyword: '管理', pageSize: 1, pageCurrent: total + 1 });
    expect([past.list, past.total]).toEqual([[], total]);
    expect(await list({ keyword: '没有这样的课程名' })).toMatchObject({ list: [], total: 0 });
  });

  it('orders and filters the matches like any list', async () => {
    const all = await list({ keyword: '力', pageSize: 100 });
    expect(all.total).toBeGreaterThan(3);
    const byPrice = await list({ keyword: '力', sort: 'priceDesc', pageSize: 100 });
    expect(byPrice.list.map((card) => card.id).sort()).toEqual(all.list.map((card) => card.id).sort());
    const prices = byPrice.list.map((card) => card.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const free = await list({ keyword: '力', charge: 'free', pageSize: 100 });
    expect(free.list.every((card) => card.charge === 0)).toBe(true);
    expect(free.total).toBe(all.list.filter((card) => card.charge === 0).length);
  });
});
