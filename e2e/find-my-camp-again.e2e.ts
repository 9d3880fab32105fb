import { describe, expect, it } from 'vitest';
import { saveScreenshot, useBrowser } from './support/browser.js';
import { DEMO_LEARNERS, signInThroughApi } from './support/log-in.js';

/**
 * The seed enrols the demo buyer, through a course adviser, in a term of camp 2 (an enquiry camp:
 * 咨询报名 opens the customer-service code), their only camp.
 */
const CAMP = 2;
const CAMP_NAME = '课程开发线上工作坊';

describe('a learner finds their camp again', () => {
  const session = useBrowser();

  it('from 我的训练营 in the personal centre, and from the enquiry camp’s own page', async () => {
    const page = session.page;
    await signInThroughApi(page, DEMO_LEARNERS.buyer);
    await page.goto('/mycourses?index=8', { waitUntil: 'networkidle' });

    const panel = page.getByRole('region', { name: '我的训练营' });
    await panel.getByText(CAMP_NAME).waitFor();
    expect(
      await page
        .getByRole('navigation', { name: '个人中心导航' })
        .getByRole('link', { name: '我的训练营' })
        .getAttribute('aria-current'),
    ).toBe('page');
    const row = panel.locator('li').filter({ hasText: CAMP_NAME });
    expect(await row.getByRole('progressbar').count()).toBe(1);
    await saveScreenshot(page, 'my-camps');

    await row.getByRole('button', { name: /进入学习|查看学习/ }).click();
    await page.waitForURL(/\/trainingCamp\/online\/plan\/\d+$/);
    const planPath = new URL(page.url()).pathname;

    await page.goto(`/trainingCamp/online/${CAMP}`, { waitUntil: 'networkidle' });
    const bar = page.getByRole('region', { name: '报名' });
    await bar.getByText(/你已报名第\d+期/).waitFor();
    await saveScreenshot(page, 'enquiry-camp-enrolled');
    await bar.getByRole('link', { name: '进入学习' }).click();
    await page.waitForURL((url) => url.pathname === planPath);
  });
});
