import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { postApi } from './support/api.js';
import { saveScreenshot, useBrowser } from './support/browser.js';
import { EDITOR_SECRET, openFromMenu, signInToConsole } from './support/console.js';

interface Banner {
  picPc: string;
}
interface VipDetail {
  plans: Array<{ name: string; price: number }>;
}

const browser = useBrowser();
const SAVE = /^保\s?存$/;

async function openScreen(page: Page, group: string, menu: string) {
  await openFromMenu(page, group, menu);
  await page.getByRole('heading', { name: menu }).waitFor();
}

describe('the catalogue on the console', () => {
  it('an editor adds a banner and a hot search term and changes a VIP price; the learner site shows them at once', async () => {
    const { page } = browser;
    // A picture of the camp landing's carousel: on the home page only once the new banner is.
    const [campBanner] = await postApi<Banner[]>('/api/front/home/training/banner/list');
    if (!campBanner) throw new Error('the demo data has camp banners');
    const [firstPlan] = (await postApi<VipDetail>('/api/front/vip/detail')).plans;
    if (!firstPlan) throw new Error('the demo data has VIP plans');

    await signInToConsole(page, 'editor', EDITOR_SECRET);

    await openScreen(page, '内容', '轮播图');
    await page.getByRole('button', { name: '新增轮播图' }).click();
    const bannerDialog = page.getByRole('dialog');
    await bannerDialog.getByLabel('标题').fill('会员日特惠');
    await bannerDialog.getByLabel('图片', { exact: true }).fill(campBanner.picPc);
    await saveScreenshot(page, 'console/banner-form');
    await bannerDialog.getByRole('button', { name: SAVE }).click();
    await page.getByText('轮播图已添加').waitFor();
    await page.getByRole('row').filter({ hasText: '会员日特惠' }).waitFor();
    await saveScreenshot(page, 'console/banners');

    await openScreen(page, '内容', '热门搜索');
    await page.getByRole('button', { name: '新增搜索词' }).click();
    await page.getByRole('dialog').getByLabel('搜索词').fill('跨部门协作');
    await page.getByRole('dialog').getByRole('button', { name: SAVE }).click();
    await page.getByText('搜索词已添加，排在最前').waitFor();
    await saveScreenshot(page, 'console/hot-search');

    await openScreen(page, '交易', '会员套餐');
    await page
      .getByRole('row')
      .filter({ hasText: firstPlan.name })
      .getByRole('button', { name: /^编\s?辑$/ })
      .click();
    const planDialog = page.getByRole('dialog');
    await planDialog.getByLabel('售价（元）').fill('39');
    await saveScreenshot(page, 'console/vip-plan-form');
    await planDialog.getByRole('button', { name: SAVE }).click();
    await page.getByText('已保存，会员页即时生效').waitFor();
    await saveScreenshot(page, 'console/vip-plans');

    await openScreen(page, '内容', '讲师管理');
    await page.getByRole('row').nth(1).waitFor();
    await saveScreenshot(page, 'console/lecturers');
    await openScreen(page, '系统', '站点设置');
    await expect.poll(() => page.getByLabel('客服电话').inputValue()).not.toBe('');
    await saveScreenshot(page, 'console/site-settings');

    // A changed privacy policy is a new version, which the learner site shows at once.
    const clause = `补充条款${Date.now() % 100_000}`;
    const policy = page.getByLabel('隐私政策');
    await expect.poll(() => policy.inputValue()).not.toBe('');
    await policy.fill(`${await policy.inputValue()}\n${clause}`);
    await page.getByRole('button', { name: '保存并发布新版本' }).click();
    await page.getByText(/已保存为第 \d+ 版/).waitFor();
    const reader = await page.context().newPage();
    await reader.goto('/agreement/privacy', { waitUntil: 'networkidle' });
    await reader.getByText(clause).waitFor();
    await reader.close();

    const learner = await page.context().newPage();
    await learner.goto('/', { waitUntil: 'networkidle' });
    const home = await postApi<Array<Banner & { title: string }>>('/api/front/home/banner/list');
    expect(home.map((banner) => banner.title)).toContain('会员日特惠');
    await expect
      .poll(() =>
        learner
          .locator('section[aria-label="推荐活动"] img')
          .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src'))),
      )
      .toContain(campBanner.picPc);
    await learner.getByTestId('main-header').getByRole('combobox').click();
    const suggestions = learner
      .getByRole('listbox', { name: '搜索建议' })
      .getByRole('group', { name: '热门搜索' });
    await suggestions.waitFor();
    expect((await suggestions.getByRole('option').allInnerTexts())[0]).toContain('跨部门协作');
    await saveScreenshot(learner, 'console/learner-home-after-catalogue');

    await learner.goto('/member', { waitUntil: 'networkidle' });
    const plan = learner
      .getByRole('listitem')
      .filter({ has: learner.getByRole('heading', { name: firstPlan.name, exact: true }) });
    await expect.poll(() => plan.innerText()).toContain('¥39');
    await saveScreenshot(learner, 'console/learner-member-after-catalogue');
  }, 180_000);
});
