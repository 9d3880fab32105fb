import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { postApi } from './support/api.js';
import { saveScreenshot, useBrowser, visibleText } from './support/browser.js';

interface YoukeCard {
  id: number;
  name: string;
}

interface YoukeProject {
  id: number;
  name: string;
}

interface YoukeCourseDetail {
  id: number;
  name: string;
  lecturerName: string | null;
  projectName: string;
}

interface CatalogGroup {
  name: string | null;
  sectionFrontList: Array<{ name: string; durationStr: string }>;
}

describe('a visitor opens a free-trial course', () => {
  const session = useBrowser();

  it('opens a course from the home page shelf in a new tab and sees its catalog', async () => {
    const page = session.page;
    const shelf = await postApi<YoukeCard[]>('/api/front/home/youke/course/list', { limit: 4 });
    const course = shelf[0];
    if (!course) throw new Error('the demo data has no youke course on the home page');

    expect((await page.goto('/', { waitUntil: 'networkidle' }))?.status(), 'HTTP status of /').toBe(200);
    const card = page
      .getByRole('region', { name: '游客体验课' })
      .locator(`a[href="/youke/base/${course.id}"]`);
    await card.waitFor({ state: 'visible' });
    expect(await card.getAttribute('target'), 'the youke site opens in a new tab').toBe('_blank');

    const [tab] = await Promise.all([page.context().waitForEvent('page'), card.click()]);
    await tab.waitForURL((url) => url.pathname === `/youke/base/${course.id}`);
    await expectCoursePage(tab, course.id);
  });

  it('browses the landing page, opens a course and finds where to start learning', async () => {
    const page = session.page;
    const projects = await postApi<YoukeProject[]>('/api/front/youke/project/list');
    expect(projects.length, 'the demo data has youke projects').toBeGreaterThan(0);

    expect((await page.goto('/youke', { waitUntil: 'networkidle' }))?.status()).toBe(200);
    await saveScreenshot(page, 'youke');
    expect(await page.getByTestId('main-header').isVisible(), 'no main header on /youke').toBe(false);
    await page.getByRole('link', { name: '知学首页', exact: true }).waitFor({ state: 'visible' });
    for (const project of projects) {
      await page.getByRole('region', { name: project.name }).waitFor({ state: 'visible' });
    }

    // The first project's first course, as its shelf shows it.
    const first = projects[0] as YoukeProject;
    const shelf = page.getByRole('region', { name: first.name });
    const card = shelf.locator('a[href^="/youke/base/"]').first();
    await card.waitFor({ state: 'visible' });
    const href = (await card.getAttribute('href')) ?? '';
    const id = Number(href.split('/').pop());
    expect(id, `a course link: ${href}`).toBeGreaterThan(0);
    expect(await card.getAttribute('target'), 'within the youke pages links stay in the tab').toBeNull();
    await card.click();
    await page.waitForURL((url) => url.pathname === `/youke/base/${id}`);
    await expectCoursePage(page, id);
    await saveScreenshot(page, `youke-base-${id}`);
  });

  it('pages through a project on the list page', async () => {
    const page = session.page;
    const [project] = await postApi<YoukeProject[]>('/api/front/youke/project/list');
    if (!project) throw new Error('the demo data has no youke project');
    const courses = await postApi<{ list: YoukeCard[]; total: number }>('/api/front/youke/course/list', {
      projectId: project.id,
      pageCurrent: 1,
      pageSize: 12,
    });

    await page.goto(`/youke/list?projectId=${project.id}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 2, name: project.name }).waitFor({ state: 'visible' });
    for (const course of courses.list) {
      await page.getByRole('heading', { name: course.name, exact: true }).waitFor({ state: 'visible' });
    }
    expect(await visibleText(page)).toContain(`共 ${courses.total} 门免费课程`);
  });

  it('sees "not found" for an address that is no free-trial course', async () => {
    const page = session.page;
    for (const path of ['/youke/base/abc', '/youke/base/1', '/youke/base/999999']) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.getByText('课程不存在或已下架').waitFor({ state: 'visible' });
    }
  });
});

/** The course page shows the course's name and lecturer, every section with its duration, and 开始学习. */
async function expectCoursePage(page: Page, id: number): Promise<void> {
  const detail = await postApi<YoukeCourseDetail>('/api/front/youke/course/detail', { id });
  const catalog = await postApi<CatalogGroup[]>('/api/front/youke/course/catalog', { id });

  await page.getByRole('heading', { level: 1, name: detail.name }).waitFor({ state: 'visible' });
  const top = page.getByRole('region', { name: detail.name }).first();
  const topText = await visibleText(top);
  if (detail.lecturerName) expect(topText).toContain(detail.lecturerName);
  expect(topText).toContain(detail.projectName);

  const sections = catalog.flatMap((chapter) => chapter.sectionFrontList);
  expect(sections.length, `course ${id} has sections`).toBeGreaterThan(0);
  for (const chapter of catalog) {
    if (chapter.name) await page.getByRole('heading', { name: chapter.name }).waitFor({ state: 'visible' });
  }
  for (const section of sections) {
    const row = page.getByRole('listitem').filter({ hasText: section.name });
    await row.waitFor({ state: 'visible' });
    const text = await visibleText(row);
    expect(text, `section ${section.name}`).toContain(section.durationStr);
    expect(text, `section ${section.name} can be played`).toMatch(/播放|继续学习|已学完/);
  }

  const start = page.getByRole('link', { name: '开始学习' });
  await start.waitFor({ state: 'visible' });
  expect(await start.getAttribute('href')).toBe(`/youke/video/${id}`);
}
