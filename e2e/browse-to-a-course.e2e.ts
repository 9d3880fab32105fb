import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { postApi } from './support/api.js';
import { saveScreenshot, useBrowser, visibleText } from './support/browser.js';
import { play, videoState } from './support/lesson-video.js';
import { loginModal, settled } from './support/log-in.js';

interface Category {
  id: number;
  name: string;
}
interface CourseCard {
  id: number;
  name: string;
  type: number;
}
interface Lecturer {
  name: string;
  detail: string;
  topic: string | null;
  serviceCompany: string | null;
}
interface Section {
  name: string;
  trial: 0 | 1;
  playable: boolean;
}
interface Chapter {
  name: string | null;
  sectionFrontList: Section[];
}
interface BundleGroup {
  name: string;
  courseFrontList: Array<{ id: number; name: string; count: number }>;
}

/** The demo category whose list holds a course by a lecturer with neither 主讲课题 nor 服务客户. */
const CATEGORY = '数字化转型';
/** A course whose lecturer has both, with line breaks in the introduction. */
const COURSE_WITH_FULL_LECTURER = 1;
const BUNDLE = 101;
/** A course with a running activity (seed: list ¥199, line ¥299, activity ¥149). */
const COURSE_ON_SALE = 2;
/** The spec's lecturer modal width (sections 2 and 9). */
const LECTURER_MODAL_WIDTH = 790;

describe('a visitor browses from the home page to a course', () => {
  const session = useBrowser();

  it('filters the course list by a category and opens a course: chapters, 试看 and locks', async () => {
    const page = session.page;
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByTestId('main-header').getByRole('link', { name: '课程学习' }).click();
    await page.waitForURL((url) => url.pathname === '/courses');

    const category = await categoryNamed(CATEGORY);
    const filter = page.getByRole('group', { name: '分类' }).getByRole('button', { name: CATEGORY });
    await filter.click();
    await page.waitForURL((url) => url.searchParams.get('categoryId') === String(category.id));
    await expect
      .poll(() => filter.getAttribute('aria-pressed'), { message: 'the chosen category' })
      .toBe('true');

    const listed = await postApi<{ list: CourseCard[] }>('/api/front/course/list', {
      pageCurrent: 1,
      pageSize: 16,
      categoryId: category.id,
    });
    const results = page.getByRole('region', { name: '课程列表' });
    await expect
      .poll(() => results.locator('a h3').allInnerTexts(), { message: 'the filtered list' })
      .toEqual(listed.list.map((course) => course.name));
    await saveScreenshot(page, 'courses-filtered');

    const course = await firstCourseWithBareLecturer(listed.list);
    await results.getByRole('link').filter({ hasText: course.name }).click();
    await page.waitForURL((url) => url.pathname === `/course/base/${course.id}`);
    await page.getByRole('heading', { level: 1, name: course.name }).waitFor();

    const chapters = await postApi<Chapter[]>('/api/front/course/catalog', { id: course.id });
    await page.getByRole('tab', { name: '课程目录' }).first().click();
    const sections = chapters.flatMap((chapter) => chapter.sectionFrontList);
    expect(sections.some((s) => s.trial === 1) && sections.some((s) => !s.playable)).toBe(true);
    for (const chapter of chapters) {
      if (chapter.name) await page.getByRole('heading', { name: chapter.name, exact: true }).waitFor();
      for (const section of chapter.sectionFrontList) {
        const row = sectionRow(page, section.name);
        await row.waitFor();
        expect(await row.getByText('试看', { exact: true }).count(), `试看 on ${section.name}`).toBe(
          section.trial === 1 ? 1 : 0,
        );
        const locked = row.getByRole('button', { name: `${section.name} 未解锁` });
        expect(await locked.count(), `lock on ${section.name}`).toBe(section.playable ? 0 : 1);
        if (!section.playable) expect(await locked.isDisabled()).toBe(true);
        else expect(await row.getByRole('button', { name: '播放' }).isEnabled()).toBe(true);
      }
    }
    await saveScreenshot(page, `course-base-${course.id}-catalog`);

    // A trial section plays for a visitor too (spec section 4), with no login asked.
    const trial = sections.find((s) => s.trial === 1) as Section;
    await sectionRow(page, trial.name).getByRole('button', { name: '播放' }).click();
    await page.waitForURL((url) => url.pathname === `/course/video/${course.id}`);
    await play(page);
    await expect.poll(async () => (await videoState(page)).time, { timeout: 15_000 }).toBeGreaterThan(1);
    expect(await page.getByRole('dialog').count(), 'no login modal').toBe(0);
    expect(await visibleText(page.locator('body'))).toContain('试看');
    await saveScreenshot(page, 'visitor-trial-play');
  });

  it('reads the lecturer in the 讲师介绍 modal, 790px wide, with line breaks kept', async () => {
    const page = session.page;
    const listed = await postApi<{ list: CourseCard[] }>('/api/front/course/list', {
      pageCurrent: 1,
      pageSize: 16,
      categoryId: (await categoryNamed(CATEGORY)).id,
    });
    const bare = await firstCourseWithBareLecturer(listed.list);

    // Neither 主讲课题 nor 服务客户: those blocks are left out.
    await page.goto(`/course/base/${bare.id}`, { waitUntil: 'networkidle' });
    const bareModal = await openLecturer(page, bare.lecturer);
    expect(await bareModal.getByText('讲师简介').count()).toBe(1);
    expect(await bareModal.getByText('主讲课题').count()).toBe(0);
    expect(await bareModal.getByText('服务客户').count()).toBe(0);

    // Both present, and the introduction keeps its lines.
    const full = await lecturerOf(COURSE_WITH_FULL_LECTURER);
    expect(full.detail, 'the demo introduction has several lines').toContain('\n');
    await page.goto(`/course/base/${COURSE_WITH_FULL_LECTURER}`, { waitUntil: 'networkidle' });
    const modal = await openLecturer(page, full);
    await saveScreenshot(page, 'lecturer-modal');
    const box = await modal.boundingBox();
    expect(Math.round(box?.width ?? 0), 'modal width').toBe(LECTURER_MODAL_WIDTH);
    await modal.getByRole('heading', { name: full.name }).waitFor();
    for (const [heading, text] of [
      ['讲师简介', full.detail],
      ['主讲课题', full.topic],
      ['服务客户', full.serviceCompany],
    ] as const) {
      const block = modal.locator('section').filter({ has: page.getByRole('heading', { name: heading }) });
      const shown = await block.locator('p').innerText();
      expect(shown.split('\n'), `${heading}, line by line`).toEqual(String(text).split('\n'));
    }
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'hidden' });
  });

  it('opens the copy route /course/base/id_copy?id=: the same course detail, live', async () => {
    const page = session.page;
    const detail = await postApi<{ name: string }>('/api/front/course/detail', { id: COURSE_ON_SALE });
    await page.goto(`/course/base/id_copy?id=${COURSE_ON_SALE}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: detail.name }).waitFor();
    const buyBar = page.getByRole('region', { name: '购买与学习' });
    expect(await visibleText(buyBar), 'the activity price, as on /course/base/{id}').toContain('¥149');
    await page.getByRole('tab', { name: '课程目录' }).first().click();
    const chapters = await postApi<Chapter[]>('/api/front/course/catalog', { id: COURSE_ON_SALE });
    const first = chapters[0]?.sectionFrontList[0];
    if (!first) throw new Error(`course ${COURSE_ON_SALE} has no section`);
    await sectionRow(page, first.name).waitFor();
    await saveScreenshot(page, 'course-base-id-copy');

    // A working page: buying asks a visitor to log in, and the address stays the copy's.
    await buyBar.getByRole('button', { name: '立即购买' }).click();
    await loginModal(page);
    expect(new URL(page.url()).pathname).toBe('/course/base/id_copy');

    // Without a course to show, it says so, as the detail page does.
    await page.goto('/course/base/id_copy', { waitUntil: 'networkidle' });
    await page.getByText('课程不存在或已下架').waitFor();
    await page.getByRole('button', { name: '去看看其他课程' }).click();
    await page.waitForURL((url) => url.pathname === '/courses');
  });

  it('opens a bundle: its groups with {count}节 and 查看课程, which asks a visitor to log in', async () => {
    const page = session.page;
    const groups = await postApi<BundleGroup[]>('/api/front/course/bundle/catalog', { id: BUNDLE });
    await page.goto(`/course/multi/${BUNDLE}?type=multi`, { waitUntil: 'networkidle' });
    await page.getByRole('tab', { name: '课程目录' }).first().click();
    for (const group of groups) {
      const shown = page.getByRole('region', { name: group.name });
      await shown.getByRole('heading', { level: 3, name: group.name, exact: true }).waitFor();
      const rows = shown.getByRole('listitem');
      expect(await rows.count(), group.name).toBe(group.courseFrontList.length);
      for (const [index, course] of group.courseFrontList.entries()) {
        const row = rows.nth(index);
        expect(await visibleText(row.getByRole('heading'))).toBe(course.name);
        expect(await visibleText(row)).toContain(`${course.count}节`);
        expect(await row.getByRole('button', { name: '查看课程' }).count()).toBe(1);
      }
    }
    await saveScreenshot(page, `course-multi-${BUNDLE}`);

    await page.getByRole('button', { name: '查看课程' }).first().click();
    await loginModal(page);
    expect(new URL(page.url()).pathname, 'still on the bundle').toBe(`/course/multi/${BUNDLE}`);
  });
});

function sectionRow(page: Page, name: string): Locator {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByText(name, { exact: true }) })
    .last();
}

async function categoryNamed(name: string): Promise<Category> {
  const categories = await postApi<Category[]>('/api/front/course/category/list/all');
  const found = categories.find((c) => c.name === name);
  if (!found) throw new Error(`the demo data has no category ${name}`);
  return found;
}

function lecturerOf(courseId: number): Promise<Lecturer> {
  return postApi<Lecturer>('/api/front/course/teacher/detail', { id: courseId });
}

/** The first single course of the list whose lecturer has neither 主讲课题 nor 服务客户. */
async function firstCourseWithBareLecturer(
  courses: CourseCard[],
): Promise<CourseCard & { lecturer: Lecturer }> {
  for (const course of courses.filter((c) => c.type === 1)) {
    const lecturer = await lecturerOf(course.id);
    if (lecturer.topic === null && lecturer.serviceCompany === null) return { ...course, lecturer };
  }
  throw new Error('no course of the list has a lecturer without 主讲课题 and 服务客户');
}

/** Clicks the lecturer's name in the course banner; returns the 讲师介绍 dialog once it stands still. */
async function openLecturer(page: Page, lecturer: Lecturer): Promise<Locator> {
  await page.getByRole('button', { name: lecturer.name, exact: true }).click();
  const modal = page.getByRole('dialog', { name: '讲师介绍' });
  await modal.getByRole('heading', { name: lecturer.name }).waitFor();
  await settled(modal);
  return modal;
}
