import type { MemberPage, ResponseOf, vipDetail } from '@zhixue/contract';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { postApi } from './support/api.js';
import { saveScreenshot, useBrowser } from './support/browser.js';
import { DEMO_LEARNERS, logInWithPasswordInModal, loginModal } from './support/log-in.js';

type VipDetail = ResponseOf<typeof vipDetail>;

/** The seeded member's membership runs to this day (China time). */
const MEMBER_EXPIRES_ON = '2027-06-30';

const yuan = (cents: number) => `¥${cents / 100}`;

function hero(page: Page): Locator {
  return page.getByRole('button', { name: /^(开通会员|续费会员)$/ });
}

function plan(page: Page, name: string): Locator {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

/** Every plan shows its name, duration, price in yuan and line price, as vip/detail answers them. */
async function expectPlans(page: Page, plans: VipDetail['plans']): Promise<void> {
  for (const { name, durationDays, price, linePrice } of plans) {
    const card = plan(page, name);
    await card.waitFor();
    const text = await card.innerText();
    expect(text, name).toContain(`${durationDays}天`);
    expect(text, name).toContain(yuan(price));
    expect(text, name).toContain(yuan(linePrice));
  }
}

describe('the member page', () => {
  const session = useBrowser();

  it('shows a visitor the plans, asks them to log in, and shows a member their expiry date', async () => {
    const page = session.page;
    const { plans } = await postApi<VipDetail>('/api/front/vip/detail');
    expect(plans.length).toBeGreaterThan(0);
    await page.goto('/member', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: '200+ 精选课程 会员免费学', level: 1 }).waitFor();
    await expectPlans(page, plans);
    await page.getByRole('heading', { name: '200+ 精选课程 会员免费学', level: 2 }).waitFor();
    await saveScreenshot(page, 'member-page-visitor');

    // 开通会员 asks a visitor to log in first; nothing else happens.
    await hero(page).click();
    await loginModal(page);
    expect(new URL(page.url()).pathname).toBe('/member');

    await logInWithPasswordInModal(page, DEMO_LEARNERS.member);
    expect(new URL(page.url()).pathname, 'back on the member page after login').toBe('/member');
    await page.getByText(`会员有效期至 ${MEMBER_EXPIRES_ON}`).waitFor();
    await page.getByText('VIP会员', { exact: true }).waitFor();
    await expect.poll(() => hero(page).innerText()).toBe('续费会员');
    await saveScreenshot(page, 'member-page-member');

    // A plan's button goes to the order page as a membership order (type 9).
    const last = plans.at(-1);
    if (!last) throw new Error('no plan');
    await plan(page, last.name)
      .getByRole('button', { name: `立即续费${last.name}` })
      .click();
    await expect
      .poll(() => new URL(page.url()).pathname + new URL(page.url()).search)
      .toBe(`/order/${last.id}?type=9`);
  });

  it('opens at the rights section when a link asks for it', async () => {
    const page = session.page;
    await page.goto('/member?section=rights', { waitUntil: 'networkidle' });
    const rights = page.getByRole('region', { name: '会员权益' });
    await rights.getByRole('listitem').first().waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await expect
      .poll(() => rights.evaluate((element) => element.getBoundingClientRect().top))
      .toBeLessThan(200);
  });

  it('shows each section on its component-preview route with the live data', async () => {
    const page = session.page;
    const data = await postApi<MemberPage>('/api/front/member/page');
    const { plans } = await postApi<VipDetail>('/api/front/vip/detail');
    const firstTalk = data.banyueTalks[0]?.title.replace(/^第\d+期｜/, '');
    const expected: Record<string, string | undefined> = {
      'activity-list': data.activities[0]?.title,
      'banyue-list': firstTalk,
      'course-list': data.freeCourses[0]?.name,
      'live-list': data.liveSessions[0]?.title,
      'teacher-list': data.teachers[0]?.name,
      'vip-list': plans[0]?.name,
    };
    for (const [name, text] of Object.entries(expected)) {
      expect(text, `${name} has data`).toBeTruthy();
      await page.goto(`/member/components/${name}`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { name, level: 1 }).waitFor();
      await page
        .getByRole('heading', { name: text ?? '', exact: true })
        .first()
        .waitFor();
    }
    await page.goto('/member/components/7.1.19/swiper', { waitUntil: 'networkidle' });
    const carousel = page.getByRole('region', { name: '推荐活动' });
    await carousel.getByRole('img', { name: data.banners[0]?.title ?? '' }).waitFor();
    await saveScreenshot(page, 'member-component-swiper');
  });
});
