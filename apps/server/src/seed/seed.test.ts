import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SiteSettings } from '@zhixue/contract';
import { asc, getTableName, is, type SQL, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../../test/harness.js';
import { verifyPassword } from '../platform/crypto/index.js';
import type { Database, DatabaseHandle } from '../platform/db/index.js';
import { DEMO_HLS_VIDEOS, DEMO_VIDEOS } from '../platform/storage/index.js';
import * as tables from '../tables.js';
import { DEMO_PASSWORD, seedDemoData } from './index.js';
import { demoArtManifest } from './manifest.js';

const here = dirname(fileURLToPath(import.meta.url));
const webPublic = resolve(here, '../../../web/public');
const demoMedia = resolve(here, '../../media');

// The schema also declares sequences: only its tables.
const ALL_TABLES: PgTable[] = Object.values(tables).filter((value) => is(value, PgTable));

/** Rows of a raw query; PGlite and node-postgres both answer `{ rows }`. */
async function query<T>(db: Database, statement: SQL): Promise<T[]> {
  const result = (await db.execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}

async function countRows(db: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of ALL_TABLES) {
    const name = getTableName(table);
    const [row] = await query<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(name)}`);
    counts[name] = Number(row?.n);
  }
  return counts;
}

/** Every row of every table, in a stable order, for comparing two databases. */
async function dumpAll(db: Database): Promise<string> {
  const dump: Record<string, unknown[]> = {};
  for (const table of ALL_TABLES) {
    const name = getTableName(table);
    const rows = await query<Record<string, unknown>>(
      db,
      sql`select * from ${sql.identifier(name)} order by 1, 2`,
    );
    // Password hashes carry a random salt by design; the passwords themselves are checked below.
    dump[name] = rows.map(({ password_hash: _salted, ...row }) => row);
  }
  return JSON.stringify(dump);
}

async function openSeeded(): Promise<DatabaseHandle> {
  // A migrated copy, not the seeded template: the seed is what this file tests.
  const handle = await (await testDatabase()).open();
  await seedDemoData(handle.db);
  return handle;
}

describe('demo seed', () => {
  let handle: DatabaseHandle;
  let db: Database;
  let afterFirstRun: Record<string, number>;
  let afterSecondRun: Record<string, number>;
  let dumpAfterFirstRun: string;

  beforeAll(async () => {
    handle = await openSeeded();
    db = handle.db;
    afterFirstRun = await countRows(db);
    dumpAfterFirstRun = await dumpAll(db);
    await seedDemoData(db);
    afterSecondRun = await countRows(db);
  });

  afterAll(async () => {
    await handle?.close();
  });

  it('fills every table with a realistic amount of data', async () => {
    const courses = await db.select().from(tables.courses);
    const mainSingles = courses.filter((c) => c.type === 1 && c.channel === 'main');
    const bundles = courses.filter((c) => c.type === 2);
    const youke = courses.filter((c) => c.channel === 'youke');
    expect(mainSingles.length).toBeGreaterThanOrEqual(44);
    expect(bundles.length).toBeGreaterThanOrEqual(6);
    expect(youke.length).toBeGreaterThanOrEqual(12);
    expect(afterFirstRun.categories).toBe(8);
    expect(afterFirstRun.lecturers).toBeGreaterThanOrEqual(14);
    expect(afterFirstRun.youke_projects).toBe(3);
    expect(afterFirstRun.youke_lists).toBe(6);
    expect(afterFirstRun.hot_searches).toBe(10);
    expect(afterFirstRun.vip_plans).toBe(3);
    expect(afterFirstRun.enterprises).toBe(2);
    expect(afterFirstRun.enterprise_courses).toBe(32);
    expect(afterFirstRun.ent_topics).toBe(4);
    expect(afterFirstRun.ent_tasks).toBe(3);
    expect(mainSingles.filter((c) => c.isNew).length).toBeGreaterThanOrEqual(8);
    expect(mainSingles.filter((c) => c.isRecommended).length).toBeGreaterThanOrEqual(8);
    const categoryIds = new Set(mainSingles.map((c) => c.categoryId));
    expect(categoryIds.size).toBe(8);
  });

  it('changes nothing when it runs again', async () => {
    expect(afterSecondRun).toEqual(afterFirstRun);
    expect(await dumpAll(db)).toBe(dumpAfterFirstRun);
  });

  it('gives the same data on a fresh database', async () => {
    const other = await openSeeded();
    try {
      expect(await dumpAll(other.db)).toBe(dumpAfterFirstRun);
    } finally {
      await other.close();
    }
  });

  it('moves every serial sequence past the seeded ids', async () => {
    for (const name of ['categories', 'courses', 'sections', 'trainings', 'users', 'banners']) {
      const [row] = await query<{ next: number; max: number }>(
        db,
        sql`select nextval(pg_get_serial_sequence(${name}, 'id'))::int as next,
                   (select max(id) from ${sql.identifier(name)})::int as max`,
      );
      expect(Number(row?.next), name).toBeGreaterThan(Number(row?.max));
    }
  });

  it('keeps lesson counts equal to sections, or to courses for a bundle', async () => {
    const counts = await query<{ id: number; lesson_count: number; n: number }>(
      db,
      sql`
      select c.id, c.type, c.lesson_count,
        case when c.type = 2
          then (select count(distinct bc.course_id) from bundle_courses bc
                join bundle_groups g on g.id = bc.group_id where g.bundle_id = c.id)
          else (select count(*) from sections s where s.course_id = c.id) end::int as n
      from courses c`,
    );
    for (const row of counts) expect(Number(row.n), `course ${row.id}`).toBe(Number(row.lesson_count));
  });

  it('builds every single course from 2-4 chapters of 2-5 sections, each with a demo video', async () => {
    const chapters = await db.select().from(tables.chapters);
    const sections = await db.select().from(tables.sections);
    const singles = (await db.select().from(tables.courses)).filter((c) => c.type === 1);
    for (const course of singles) {
      const own = chapters.filter((chapter) => chapter.courseId === course.id);
      expect(own.length, `course ${course.id}`).toBeGreaterThanOrEqual(2);
      expect(own.length, `course ${course.id}`).toBeLessThanOrEqual(4);
      for (const chapter of own) {
        const count = sections.filter((section) => section.chapterId === chapter.id).length;
        expect(count, `chapter ${chapter.id}`).toBeGreaterThanOrEqual(2);
        expect(count, `chapter ${chapter.id}`).toBeLessThanOrEqual(5);
      }
    }
    expect(chapters.some((chapter) => chapter.name === null)).toBe(true);
    const videoLength = new Map<string, number>(
      [...DEMO_VIDEOS, ...DEMO_HLS_VIDEOS].map((video) => [video.key, video.durationSeconds]),
    );
    for (const section of sections) {
      // A section lasts as long as its demo video, so it can be watched to the end.
      expect(section.durationSeconds).toBe(videoLength.get(section.mediaKey ?? ''));
    }
    for (const { key, durationSeconds } of DEMO_HLS_VIDEOS) {
      // An HLS source lasts as long as its playlist's segments (EXTINF) add up to.
      const playlist = readFileSync(resolve(demoMedia, key), 'utf8');
      const segments = [...playlist.matchAll(/^#EXTINF:([\d.]+)/gm)].map((match) => Number(match[1]));
      expect(segments.length, key).toBeGreaterThan(1);
      expect(Math.round(segments.reduce((sum, seconds) => sum + seconds, 0)), key).toBe(durationSeconds);
      expect(playlist, key).toContain('#EXT-X-ENDLIST');
    }
    expect(
      sections.some((section) => section.mediaKey?.endsWith('.m3u8')),
      'an HLS section',
    ).toBe(true);
    const freeIds = new Set(singles.filter((c) => c.charge === 0).map((c) => c.id));
    expect(sections.filter((s) => freeIds.has(s.courseId)).every((s) => s.trial === 1)).toBe(true);
    const paidWithTrial = singles.filter(
      (c) => c.charge === 1 && sections.some((s) => s.courseId === c.id && s.trial === 1),
    );
    expect(paidWithTrial.length).toBeGreaterThanOrEqual(15);
  });

  it('prices sensibly: free, paid, member price, member free and members only', async () => {
    const all = await db.select().from(tables.courses);
    const main = all.filter((c) => c.channel === 'main' && c.type === 1);
    for (const course of all) {
      expect(course.linePrice, `course ${course.id}`).toBeGreaterThanOrEqual(course.price);
    }
    expect(main.filter((c) => c.charge === 0 && c.price === 0).length).toBeGreaterThanOrEqual(3);
    expect(main.filter((c) => c.charge === 2).length).toBeGreaterThanOrEqual(3);
    const memberPrice = main.filter((c) => c.charge === 1 && c.vip === 1 && c.vipCharge === 1);
    expect(memberPrice.length).toBeGreaterThanOrEqual(3);
    for (const course of memberPrice) expect(course.vipPrice).toBeLessThan(course.price);
    expect(
      main.filter((c) => c.charge === 1 && c.vip === 1 && c.vipCharge === 0).length,
    ).toBeGreaterThanOrEqual(3);
    for (const course of all.filter((c) => c.channel === 'youke')) {
      expect([course.charge, course.price, course.youkeListId !== null]).toEqual([0, 0, true]);
    }
    for (const bundle of all.filter((c) => c.type === 2)) expect(bundle.price).toBeLessThan(bundle.linePrice);
    for (const plan of await db.select().from(tables.vipPlans)) {
      expect(plan.linePrice).toBeGreaterThan(plan.price);
    }
  });

  it('points every banner at an existing product of the right kind', async () => {
    const banners = await db.select().from(tables.banners);
    const courses = await db.select().from(tables.courses);
    const camps = await db.select().from(tables.trainings);
    const home = banners.filter((banner) => banner.position === 'home');
    expect(new Set(home.map((banner) => banner.jump))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7]));
    expect(banners.filter((banner) => banner.position === 'training').length).toBe(3);
    for (const banner of banners) {
      const course = courses.find((c) => c.id === banner.productId);
      const camp = camps.find((t) => t.id === banner.productId);
      if (banner.jump === 1) expect(banner.shareUrl).toMatch(/^https:\/\//);
      if (banner.jump === 3) expect([course?.type, course?.channel]).toEqual([1, 'main']);
      if (banner.jump === 4) expect(course?.type).toBe(2);
      if (banner.jump === 6) expect(camp?.kind).toBe('online');
      if (banner.jump === 7) expect(camp?.kind).toBe('offline');
    }
  });

  it('seeds camps of every kind, with future terms, a running term, a late-join one and one camp without any', async () => {
    const camps = await db.select().from(tables.trainings);
    const terms = await db.select().from(tables.trainingTerms);
    const online = camps.filter((camp) => camp.kind === 'online');
    const termCounts = online.map((camp) => terms.filter((term) => term.trainingId === camp.id).length);
    expect(online.length).toBeGreaterThanOrEqual(3);
    expect(termCounts.filter((n) => n === 0).length).toBe(1);
    expect(termCounts.filter((n) => n >= 2 && n <= 4).length).toBe(online.length - 1);
    expect(online.some((camp) => camp.enquire === 1)).toBe(true);
    // UTC today: the China date is the same or one day later, so a term started by this is started in China too.
    const today = new Date().toISOString().slice(0, 10);
    const running = terms.filter((term) => term.startDate <= today);
    expect(running.map((term) => term.id).sort()).toEqual([10, 20]);
    expect(running.map((term) => term.lateJoin).sort()).toEqual([false, true]);
    for (const term of terms) {
      if (!running.includes(term) || term.lateJoin) expect(term.enrollEndDate > today).toBe(true);
      if (!term.lateJoin) expect(term.startDate > term.enrollEndDate).toBe(true);
      expect(term.endDate > term.startDate).toBe(true);
    }
    const offline = camps.filter((camp) => camp.kind === 'offline');
    expect(offline.length).toBeGreaterThanOrEqual(3);
    for (const camp of offline) {
      expect(camp.city && camp.address && camp.startDate && camp.endDate).toBeTruthy();
      expect(String(camp.startDate) > today).toBe(true);
    }
    const trial = camps.filter((camp) => camp.kind === 'trial');
    expect(trial.length).toBeGreaterThanOrEqual(2);
    expect(trial.every((camp) => camp.price === 0)).toBe(true);
    expect(camps.every((camp) => camp.lecturerId !== null && camp.linePrice >= camp.price)).toBe(true);
  });

  it('gives camps courses with videos, unlocked day by day, and a demo learner in a running term', async () => {
    const camps = await db.select().from(tables.trainings);
    const links = (await db.select().from(tables.trainingPlanItems))
      .filter((item) => item.kind === 'course')
      .map((item) => ({ ...item, unlockDay: item.day }));
    const courses = await db.select().from(tables.courses);
    const sections = await db.select().from(tables.sections);
    for (const camp of camps) {
      const own = links.filter((link) => link.trainingId === camp.id).sort((x, y) => x.sort - y.sort);
      const [least, most] = camp.kind === 'offline' ? [1, 1] : [2, 4];
      expect(own.length, camp.name).toBeGreaterThanOrEqual(least);
      expect(own.length, camp.name).toBeLessThanOrEqual(most);
      expect(own[0]?.unlockDay, camp.name).toBe(0);
      // In plan order, each course opens no earlier than the one before.
      expect(own.map((link) => link.unlockDay)).toEqual(
        own.map((link) => link.unlockDay).sort((x, y) => x - y),
      );
      if (camp.kind === 'online') expect(new Set(own.map((link) => link.unlockDay)).size).toBe(own.length);
      for (const link of own) {
        const course = courses.find((c) => c.id === link.courseId);
        expect([course?.type, course?.channel, course?.published]).toEqual([1, 'main', true]);
        const videos = sections.filter((section) => section.courseId === link.courseId && section.mediaKey);
        expect(videos.length).toBeGreaterThan(0);
      }
    }

    const enrolments = await db.select().from(tables.trainingUsers);
    const terms = await db.select().from(tables.trainingTerms);
    const demo = enrolments.find((row) => row.userId === 2);
    const term = terms.find((t) => t.id === demo?.termId);
    const camp = camps.find((c) => c.id === demo?.trainingId);
    expect([camp?.kind, term?.trainingId, demo?.orderId]).toEqual(['online', camp?.id, null]);
    expect(String(term?.startDate) <= new Date().toISOString().slice(0, 10)).toBe(true);
  });

  it('seeds one running promotion and one ended, each below the price of existing products', async () => {
    const activities = await db.select().from(tables.activities);
    const products = await db.select().from(tables.activityProducts);
    const courses = await db.select().from(tables.courses);
    const now = Date.now();
    const running = activities.filter((a) => a.startAt.getTime() <= now && now < a.endAt.getTime());
    const ended = activities.filter((a) => a.endAt.getTime() <= now);
    expect([running.length, ended.length]).toEqual([1, 1]);
    const onSale = products.filter((p) => p.activityId === running[0]?.id);
    expect(onSale.filter((p) => p.productType === 1).length).toBeGreaterThanOrEqual(2);
    expect(onSale.filter((p) => p.productType === 2).length).toBe(1);
    expect(products.some((p) => p.activityId === ended[0]?.id)).toBe(true);
    for (const product of products) {
      const course = courses.find((c) => c.id === product.productId);
      expect([course?.type, course?.channel, course?.charge]).toEqual([product.productType, 'main', 1]);
      expect(product.activityPrice).toBeLessThan(course?.price ?? 0);
    }
  });

  it('keeps the search grams of every name, maintained by the database', async () => {
    const [course] = await query<{ grams: string[] }>(
      db,
      sql`select search_grams as grams from listed_courses where id = 14`,
    );
    expect(new Set(course?.grams)).toEqual(
      new Set(['情', '境', '领', '导', '力', '情境', '境领', '领导', '导力']),
    );
    const [empty] = await query<{ n: number }>(
      db,
      sql`select (select count(*) from listed_courses where search_grams = '{}')
        + (select count(*) from lecturers where search_grams = '{}')
        + (select count(*) from trainings where search_grams = '{}') as n`,
    );
    expect(Number(empty?.n)).toBe(0);
    const [rows] = await query<{ listed: number; narrow: number }>(
      db,
      sql`select (select count(*) from courses where channel = 'main' and published) as listed,
        (select count(*) from listed_courses) as narrow`,
    );
    expect(Number(rows?.narrow)).toBe(Number(rows?.listed));
  });

  it('seeds lecturers with optional fields, members and an enterprise with its learners', async () => {
    const lecturers = await db.select().from(tables.lecturers);
    expect(lecturers.some((l) => l.topic === null)).toBe(true);
    expect(lecturers.some((l) => l.serviceCompany === null)).toBe(true);
    expect(lecturers.every((l) => l.detail.includes('\n'))).toBe(true);
    const users = await db.select().from(tables.users).orderBy(asc(tables.users.id));
    const learners = users.filter((user) => user.entId !== null);
    expect(learners.length).toBeGreaterThanOrEqual(6);
    expect(learners.every((user) => /^(hdzz|jnyf)\d{3}$/.test(user.account ?? ''))).toBe(true);
    expect(new Set(learners.map((user) => user.entId)).size, 'two enterprises').toBe(2);
    const individuals = users.filter((user) => user.entId === null);
    expect(individuals.length).toBeGreaterThanOrEqual(3);
    expect(individuals.every((user) => /^1[3-9]\d{9}$/.test(user.mobile ?? ''))).toBe(true);
    expect(individuals.some((user) => user.vipExpiresAt?.getFullYear() === 2027)).toBe(true);
    for (const user of users) expect(await verifyPassword(DEMO_PASSWORD, user.passwordHash)).toBe(true);
  });

  it('stores site settings that match the SiteSettings contract exactly', async () => {
    const [row] = await db.select().from(tables.siteSettings);
    expect(row?.key).toBe('site');
    expect(SiteSettings.parse(row?.value)).toEqual(row?.value);
    expect(Object.keys(row?.value as object).sort()).toEqual(Object.keys(SiteSettings.shape).sort());
  });

  it('refers only to demo pictures that exist on disk', async () => {
    const pictures = await query<{ pic: string }>(
      db,
      sql`
      select pic_cover as pic from courses union select pic_header from courses
      union select pic_pc_banner from courses union select avatar from lecturers
      union select pic_cover from youke_projects union select pic_pc from banners
      union select pic_cover from trainings union select logo from enterprises
      union select avatar from users`,
    );
    const manifestFiles = new Set(demoArtManifest().pictures.map((art) => `/demo/${art.file}`));
    for (const { pic } of pictures) {
      expect(manifestFiles.has(pic), pic).toBe(true);
      expect(existsSync(resolve(webPublic, `.${pic}`)), pic).toBe(true);
    }
  });

  it('keeps the art manifest, and the drawn pictures, in step with the seed data', async () => {
    const manifest = demoArtManifest();
    // After changing seed data: `vitest run <this folder> --update` rewrites the manifest, then run the generator script.
    await expect(`${JSON.stringify(manifest, null, 2)}\n`).toMatchFileSnapshot('./art-manifest.json');
    for (const art of manifest.pictures) {
      const svg = readFileSync(resolve(webPublic, 'demo', art.file), 'utf8');
      const escaped = art.title.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
      expect(svg, art.file).toContain(`<title>${escaped}</title>`);
    }
  });
});
