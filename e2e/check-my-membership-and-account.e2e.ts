import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { saveScreenshot, useBrowser, visibleText } from './support/browser.js';
import { registerWithNewPhone } from './support/log-in.js';

interface Assets {
  vip: 0 | 1;
  vipExpiresAt: string | null;
  vipDaysLeft: number;
  gifts: Array<{ type: number; vipDays: number; claimedAt: string }>;
}

/** Where the journeys start: any page with the main header. */
const START = '/courses';

/** The China-time day 'YYYY-MM-DD' of an ISO instant, as the page shows it. */
function chinaDay(iso: string): string {
  return new Date(Date.parse(iso) + 8 * 3600_000).toISOString().slice(0, 10);
}

/** A call of the logged-in browser (its session cookie), as the page makes it. */
async function askAsLearner<T>(page: Page, path: string): Promise<T> {
  const answer = await page.request.post(path, { data: {}, headers: { platform: 'PC' } });
  expect(answer.status(), path).toBe(200);
  return ((await answer.json()) as { data: T }).data;
}

/** 账号管理 from the header's avatar menu, then one of its tabs. */
async function openAccountTab(page: Page, tab: string): Promise<void> {
  await page
    .getByTestId('main-header')
    .getByRole('link', { name: /个人中心$/ })
    .hover();
  await page
    .getByTestId('main-header')
    .getByRole('menu', { name: '用户菜单' })
    .getByRole('menuitem', { name: '账号管理' })
    .click();
  await page.getByRole('heading', { name: '账号管理' }).waitFor();
  await page.getByRole('tab', { name: tab }).click();
}

describe('a learner checks their membership and account', () => {
  const session = useBrowser();

  it('sees the membership the new-user gift granted, and sets a password in 账号安全', async () => {
    const page = session.page;
    await page.goto(START, { waitUntil: 'networkidle' });
    const phone = await registerWithNewPhone(page, '135', 'claim');

    const assetsCall = page.waitForResponse((r) => r.url().endsWith('/api/front/user/asset/detail'));
    await openAccountTab(page, '会员权益');
    expect((await assetsCall).status()).toBe(200);
    const assets = await askAsLearner<Assets>(page, '/api/front/user/asset/detail');
    expect(assets.vip, 'the gift is member time').toBe(1);
    const card = page.getByRole('region', { name: '会员状态' });
    await card.getByText('VIP会员').waitFor();
    const cardText = await visibleText(card);
    expect(cardText).toContain(`会员有效期至 ${chinaDay(assets.vipExpiresAt ?? '')}`);
    expect(cardText).toMatch(new RegExp(`剩余\\s*${assets.vipDaysLeft}\\s*天`));
    expect(await card.getByRole('button', { name: '续费会员' }).count()).toBe(1);

    const gifts = page.getByRole('list', { name: '礼包记录' }).getByRole('listitem');
    expect(await gifts.count()).toBe(1);
    const [gift] = assets.gifts;
    const giftText = await visibleText(gifts.first());
    expect(giftText).toContain('新人礼包');
    expect(giftText).toContain(`会员 ${gift?.vipDays} 天`);
    expect(giftText).toContain(`${chinaDay(gift?.claimedAt ?? '')} 领取`);
    await saveScreenshot(page, 'account-assets-member');

    // 账号安全 reads user/account: the masked phone, no WeChat, no password yet.
    const accountCall = page.waitForResponse((r) => r.url().endsWith('/api/front/user/account'));
    await page.getByRole('tab', { name: '账号安全' }).click();
    expect((await accountCall).status()).toBe(200);
    const rows = page.getByRole('tabpanel').getByRole('listitem');
    const row = (title: string) => rows.filter({ hasText: title });
    await row('手机号')
      .getByText(`${phone.slice(0, 3)}****${phone.slice(-4)}`)
      .waitFor();
    await row('微信').getByText('未绑定').waitFor();
    await row('登录密码').getByText('未设置').waitFor();

    await row('登录密码').getByRole('button', { name: '设置密码' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '设置密码' });
    const password = `Member@${Date.now() % 10_000}`;
    await dialog.getByRole('textbox', { name: '新密码', exact: true }).fill(password);
    await dialog.getByRole('textbox', { name: '确认新密码' }).fill(password);
    await dialog.getByRole('button', { name: '确认修改' }).click();
    await page.getByText('密码已设置，可使用手机号和密码登录').waitFor();
    // The row follows user/account, read again after the change.
    await row('登录密码').getByText('已设置').waitFor();
    await row('登录密码').getByRole('button', { name: '修改密码' }).waitFor();
    await saveScreenshot(page, 'account-security');

    // The learner's own data, as one file: the account with the phone in full and the consent given.
    const downloading = page.waitForEvent('download');
    await row('个人数据').getByRole('button', { name: '下载我的数据' }).click();
    const file = await downloading;
    expect(file.suggestedFilename()).toMatch(/^知学个人数据-\d{4}-\d{2}-\d{2}\.json$/);
    const own = JSON.parse(await readFile(await file.path(), 'utf8')) as {
      account: { mobile: string; nickname: string };
      consent: { version: number | null };
    };
    expect(own.account).toMatchObject({ mobile: phone, nickname: `学员${phone.slice(-4)}` });
    // The version in force when registering (a console journey may have published another).
    expect(own.consent.version).toBeGreaterThanOrEqual(1);

    // 注销账号: the terms are ticked before the request goes; the row then says when, and takes it back.
    await row('注销账号').getByRole('button', { name: '申请注销' }).click();
    const closing = page.getByRole('dialog').filter({ hasText: '注销账号' });
    await closing.getByText('订单与支付记录自交易完成起保存不少于三年').waitFor();
    await closing.getByRole('button', { name: '申请注销' }).click();
    await closing.getByText('请先确认已了解注销的后果').waitFor();
    await closing.getByRole('checkbox', { name: '我已了解注销的后果' }).check();
    await saveScreenshot(page, 'account-close-terms');
    await closing.getByRole('button', { name: '申请注销' }).click();
    await row('注销账号').getByText('注销申请中').waitFor();
    await row('注销账号')
      .getByText(/账号将于 \d{4}-\d{2}-\d{2} \d{2}:\d{2} 注销/)
      .waitFor();
    await row('注销账号').getByRole('button', { name: '撤销注销' }).click();
    await row('注销账号').getByRole('button', { name: '申请注销' }).waitFor();
  });

  it('without the gift: 普通学员, no gifts yet, and 开通会员 leads to the member page', async () => {
    const page = session.page;
    await page.goto(START, { waitUntil: 'networkidle' });
    await registerWithNewPhone(page, '133', 'close');

    await openAccountTab(page, '会员权益');
    const card = page.getByRole('region', { name: '会员状态' });
    await card.getByText('普通学员').waitFor();
    expect(await visibleText(card)).toContain('200+精选课程');
    await page.getByText('暂无礼包记录').waitFor();
    await saveScreenshot(page, 'account-assets-learner');

    await card.getByRole('button', { name: '开通会员' }).click();
    await page.waitForURL((url) => url.pathname === '/member');
  });
});
