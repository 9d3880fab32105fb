import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility.js';
import { newPersonContext, saveScreenshot, useBrowser } from './support/browser.js';
import { callConsole, EDITOR_SECRET, operatorPage } from './support/console.js';
import { DEMO_LEARNERS, registerWithNewPhone, signInThroughApi } from './support/log-in.js';
import { payWithWechatSandbox, savedOrderNo } from './support/pay.js';

/** A paid course (¥99) no other journey buys, without member price or activity. */
const COURSE = 29;
/**
 * An online camp (¥1,599) no other journey orders: its term 第3期 (31) takes orders, 第4期 does not
 * yet (即将开营).
 */
const CAMP = 3;
const OPEN_TERM = '第3期';
const OPEN_TERM_ID = 31;
const LATER_TERM = '第4期';
/** 季度会员 (¥129), a membership plan no other journey orders. */
const PLAN = 2;
/** Long enough for the learner to see the countdown on the detail page before 立即抢购. */
const OPENS_IN_MS = 20_000;

interface ConsoleSale {
  id: number;
  productType: number;
  productId: number;
  state: string;
}

/**
 * The journey's own sale of a product through the console's calls, one unit from `startsAt` for an
 * hour. A sale of the product left by an earlier attempt is stopped first (sales of a product may
 * not overlap).
 */
async function createSale(
  editor: Page,
  product: { productType: number; productId: number },
  salePrice: number,
  startsAt: Date,
): Promise<void> {
  const { list } = await callConsole<{ list: ConsoleSale[] }>(editor, '/api/admin/flash-sale/list', {
    pageCurrent: 1,
    pageSize: 50,
  });
  const earlier = list.filter(
    (row) => row.productType === product.productType && row.productId === product.productId,
  );
  for (const sale of earlier.filter((row) => row.state !== 'ended'))
    await callConsole(editor, '/api/admin/flash-sale/stop', { id: sale.id });
  await callConsole(editor, '/api/admin/flash-sale/create', {
    ...product,
    salePrice,
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 3_600_000).toISOString(),
    quantity: 1,
  });
}

describe('a flash sale', () => {
  const session = useBrowser();

  it('counts down on the detail page, its last unit is bought at the sale price, and the next learner sees 已抢光', async () => {
    const learner = session.page;
    await learner.goto(`/course/base/${COURSE}`, { waitUntil: 'networkidle' });
    await registerWithNewPhone(learner, '138', 'close');

    // The journey's own sale: one unit, opening in 20 seconds.
    const editor = await operatorPage(learner, 'editor', EDITOR_SECRET);
    await createSale(editor, { productType: 1, productId: COURSE }, 990, new Date(Date.now() + OPENS_IN_MS));

    await learner.reload({ waitUntil: 'networkidle' });
    const bar = learner.getByRole('region', { name: '限时秒杀' });
    await bar.getByRole('button', { name: '即将开抢' }).waitFor();
    expect(await bar.innerText()).toMatch(/¥9\.90[\s\S]*距开始 00:00:[0-2]\d/);
    await saveScreenshot(learner, 'flash-sale-countdown');
    await expectAccessible(learner, 'a course with a flash sale to come');

    // While the learner waits, the console lists the sale with its units.
    await editor.goto('/admin/flash-sales', { waitUntil: 'networkidle' });
    await editor
      .getByRole('cell', { name: /未开始|进行中/ })
      .first()
      .waitFor();
    await saveScreenshot(editor, 'console-flash-sales');
    await expectAccessible(editor, '秒杀');
    await editor.close();

    // The countdown reaches the start and the bar asks the server again: the sale is open.
    await bar.getByRole('button', { name: '立即抢购' }).click({ timeout: OPENS_IN_MS + 15_000 });
    await learner.waitForURL(/flashSaleId=\d+/);
    await expect.poll(() => learner.getByTestId('amount-due').innerText()).toBe('¥9.90');
    await learner.getByRole('button', { name: '提交订单' }).click();
    await savedOrderNo(learner);
    await payWithWechatSandbox(learner, '¥9.90');
    await learner.getByText('支付成功，课程已开通').waitFor();

    const browser = learner.context().browser();
    if (!browser) throw new Error('no browser');
    // Another learner (who only looks: the member buys nothing here) finds the sale sold out.
    const other = await (await newPersonContext(browser, session.baseUrl)).newPage();
    await signInThroughApi(other, DEMO_LEARNERS.member);
    await other.goto(`/course/base/${COURSE}`, { waitUntil: 'networkidle' });
    const soldOut = other.getByRole('region', { name: '限时秒杀' });
    await soldOut.getByRole('button', { name: '已抢光' }).waitFor();
    expect(await soldOut.getByRole('button', { name: '已抢光' }).isDisabled()).toBe(true);
    await saveScreenshot(other, 'flash-sale-sold-out');
    await other.context().close();
    // About 30 s alone; on a machine shared with other journeys and builds each step takes longer.
  }, 180_000);

  it('sells a camp term the learner picked and a membership plan at their sale prices', async () => {
    const learner = session.page;
    await learner.goto(`/trainingCamp/online/${CAMP}`, { waitUntil: 'networkidle' });
    await registerWithNewPhone(learner, '138', 'close');
    const editor = await operatorPage(learner, 'editor', EDITOR_SECRET);
    const now = new Date();
    await createSale(editor, { productType: 8, productId: CAMP }, 19_900, now);
    await createSale(editor, { productType: 9, productId: PLAN }, 9_900, now);
    await editor.close();

    // The camp's purchase bar carries the sale for a term that takes orders, and 立即抢购 orders the
    // term picked; a term not open yet offers neither 立即报名 nor the sale.
    await learner.reload({ waitUntil: 'networkidle' });
    const campSale = learner.getByRole('region', { name: '限时秒杀' });
    await learner.getByRole('button', { name: new RegExp(`^${LATER_TERM} · `) }).click();
    await campSale.waitFor({ state: 'detached' });
    await learner.getByRole('button', { name: new RegExp(`^${OPEN_TERM} · `) }).click();
    expect(await campSale.innerText()).toMatch(/¥199\.00[\s\S]*剩余 1 件/);
    await saveScreenshot(learner, 'flash-sale-camp');
    await expectAccessible(learner, 'a camp on flash sale');
    await campSale.getByRole('button', { name: '立即抢购' }).click();
    await learner.waitForURL(new RegExp(`/order/${CAMP}\\?type=8&flashSaleId=\\d+&trainId=${OPEN_TERM_ID}$`));
    await expect.poll(() => learner.getByTestId('amount-due').innerText()).toBe('¥199.00');
    await learner.getByText(OPEN_TERM).first().waitFor();

    // The plan's card on the member page carries its sale, stacked to the card's width.
    await learner.goto('/member', { waitUntil: 'networkidle' });
    const planSale = learner
      .getByRole('listitem')
      .filter({ has: learner.getByRole('heading', { name: '季度会员' }) })
      .getByRole('region', { name: '限时秒杀' });
    expect(await planSale.innerText()).toMatch(/¥99\.00[\s\S]*剩余 1 件/);
    await saveScreenshot(learner, 'flash-sale-plan');
    await expectAccessible(learner, 'a membership plan on flash sale');
    await planSale.getByRole('button', { name: '立即抢购' }).click();
    await learner.waitForURL(new RegExp(`/order/${PLAN}\\?type=9&flashSaleId=\\d+`));
    await expect.poll(() => learner.getByTestId('amount-due').innerText()).toBe('¥99.00');
  }, 120_000);
});
