import type { Locator, Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { postApi } from './support/api.js';
import { saveScreenshot, useBrowser, visibleText } from './support/browser.js';

interface Banner {
  id: number;
  title: string;
  picPc: string;
}

interface CourseCard {
  id: number;
  name: string;
  type: number;
  charge: number;
  price: number;
}

const CHINESE = /[\u4e00-\u9fff]/;
const BANNERS = '/api/front/home/banner/list';
const NEW_COURSES = '/api/front/home/new/list';

describe('a visitor opens the home page', () => {
  const session = useBrowser();

  it('sees the banners and the new courses with their prices, then opens a course', async () => {
    const page = session.page;
    const bannerAnswer = answerTo(page, BANNERS);
    const newCoursesAnswer = answerTo(page, NEW_COURSES);
    const response = await page.goto('/', { waitUntil: 'networkidle' });
    await saveScreenshot(page, 'home');
    expect(response?.status(), 'HTTP status of /').toBe(200);

    // The page asks the API for both lists; the same request made here must give what it shows.
    const banners = await postApi<Banner[]>(BANNERS, (await bannerAnswer).request().postDataJSON() ?? {});
    const courses = await postApi<CourseCard[]>(
      NEW_COURSES,
      (await newCoursesAnswer).request().postDataJSON() ?? {},
    );

    expect(banners.length, 'the demo data has home banners').toBeGreaterThan(0);
    for (const banner of banners) {
      expect(banner.picPc, `banner ${banner.id} picture`).toMatch(/^\/demo\//);
      expect(
        await page.locator(`img[src="${banner.picPc}"]`).count(),
        `banner ${banner.picPc} on the page`,
      ).toBe(1);
      const picture = await fetch(session.baseUrl + banner.picPc);
      expect(picture.status, `GET ${banner.picPc}`).toBe(200);
      expect(picture.headers.get('content-type'), `GET ${banner.picPc}`).toMatch(/^image\//);
    }
    const firstBanner = page.locator(`img[src="${(banners[0] as Banner).picPc}"]`);
    await firstBanner.waitFor({ state: 'visible' });
    await expect
      .poll(() => firstBanner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
        message: 'the first banner picture is drawn',
      })
      .toBe(true);

    expect(courses.length, 'the demo data has new courses').toBeGreaterThan(0);
    for (const course of courses) {
      expect(course.name, `course ${course.id} has a Chinese name`).toMatch(CHINESE);
    }
    // Courses may appear in several home sections; the new courses have one of their own.
    const section = await sectionShowing(page, courses);
    for (const course of courses) {
      const card = cardOf(section, course);
      await card.waitFor({ state: 'visible' });
      const text = await visibleText(card);
      if (course.charge === 1 && course.price > 0) {
        const shown = /¥\s?(\d+(?:\.\d{1,2})?)/.exec(text)?.[1];
        expect(Number(shown), `price on the card of ${course.name}: ${text}`).toBe(course.price / 100);
      }
    }
    expect(
      courses.some((course) => course.charge === 1 && course.price > 0),
      'some new course has a price',
    ).toBe(true);
    expect(await visibleText(page), 'every home section loaded').not.toContain('加载失败');

    const single = courses.find((course) => course.type === 1);
    if (!single) throw new Error('the new courses include no single course (type 1) to open');
    await cardOf(section, single).click();
    await page.waitForURL((url) => url.pathname === `/course/base/${single.id}`);
  });

  it('opens the course list on what each section showed: free courses, the newest, the chosen category', async () => {
    const page = session.page;
    await page.goto('/', { waitUntil: 'networkidle' });
    const more = (title: string) =>
      page.getByRole('region', { name: title }).getByRole('link', { name: /查看更多/ });
    expect(await more('免费好课').getAttribute('href')).toBe('/courses?charge=free');
    expect(await more('新课上线').getAttribute('href')).toBe('/courses?sort=newest');

    // The category tab chosen on the home page is the list's category.
    const categories = page.getByRole('region', { name: '课程分类' });
    const tabs = categories.getByRole('tab');
    const chosen = tabs.nth((await tabs.count()) > 1 ? 1 : 0);
    const name = (await chosen.textContent()) ?? '';
    await chosen.click();
    await more('课程分类').click();
    await page.waitForURL((url) => url.pathname === '/courses' && url.searchParams.has('categoryId'));
    const categoryRow = page.getByRole('group', { name: '分类' });
    await categoryRow.getByRole('button', { name, pressed: true }).waitFor();
    await saveScreenshot(page, 'courses-from-home-category');
  });
});

/** The page's own successful call to `path`; awaited later, so a miss must not go unhandled meanwhile. */
function answerTo(page: Page, path: string): Promise<Response> {
  const answer = page.waitForResponse(
    (response) => new URL(response.url()).pathname === path && response.ok(),
  );
  answer.catch(() => undefined);
  return answer;
}

/** The card of a course: a link to its page, titled with its name. */
function cardOf(section: Locator, course: CourseCard): Locator {
  const links =
    course.type === 1 ? section.locator(`a[href="/course/base/${course.id}"]`) : section.getByRole('link');
  return links.filter({ has: section.page().getByRole('heading', { name: course.name, exact: true }) });
}

/** The page section whose course cards are exactly `courses`, in the same order. */
async function sectionShowing(page: Page, courses: CourseCard[]): Promise<Locator> {
  const wanted = courses.map((course) => course.name).join(' | ');
  const sections = page.locator('section');
  const deadline = Date.now() + 10_000;
  let seen: string[] = [];
  while (Date.now() < deadline) {
    seen = [];
    for (const section of await sections.all()) {
      seen.push((await section.locator('a h3').allInnerTexts()).map((name) => name.trim()).join(' | '));
    }
    const index = seen.indexOf(wanted);
    if (index >= 0) return sections.nth(index);
    await page.waitForTimeout(250);
  }
  throw new Error(`no section shows the new courses [${wanted}]; sections show:\n  ${seen.join('\n  ')}`);
}
