import { describe, expect, it } from 'vitest';
import { newPersonContext, saveScreenshot, useBrowser } from './support/browser.js';
import { callConsole, EDITOR_SECRET, operatorPage } from './support/console.js';
import { DEMO_LEARNERS, registerWithNewPhone, signInThroughApi } from './support/log-in.js';
import { payWithWechatSandbox, savedOrderNo } from './support/pay.js';

/** A paid course (¥99) no other journey buys, without member price or activity. */
const COURSE = 29;
/** Long enough for the learner to see the countdown on the detail page before 立即抢购. */
const OPENS_IN_MS = 20_000;

interface ConsoleSale {
  id: number;
  productType: number;
  productId: number;
  state: string;
}

describe('a flash sale', () => {
  const session = useBrowser();

  it('counts down on the detail page, its last unit is bought at the sale price, and the next learner sees 已抢光', async () => {
    const learner = session.page;
    await learner.goto(`/course/base/${COURSE}`, { waitUntil: 'networkidle' });
    await registerWithNewPhone(learner, '138', 'close');

    // The journey's own sale, through the console's calls: one unit, opening in 20 seconds. A
    // sale left by an earlier attempt is stopped first (two sales of a course may not overlap).
    const editor = await operatorPage(learner, 'editor', EDITOR_SECRET);
    const { list } = await callConsole<{ list: ConsoleSale[] }>(editor, '/api/admin/flash-sale/list', {
      pageCurrent: 1,
      pageSize: 50,
    });
    for (const sale of list.filter((row) => row.productId === COURSE && row.state !== 'ended'))
      await callConsole(editor, '/api/admin/flash-sale/stop', { id: sale.id });
    await callConsole(editor, '/api/admin/flash-sale/create', {
      productType: 1,
      productId: COURSE,
      salePrice: 990,
      startsAt: new Date(Date.now() + OPENS_IN_MS).toISOString(),
      endsAt: new Date(Date.now() + 3_600_000).toISOString(),
      quantity: 1,
    });

    await learner.reload({ waitUntil: 'networkidle' });
    const bar = learner.getByRole('region', { name: '限时秒杀' });
    await bar.getByRole('button', { name: '即将开抢' }).waitFor();
    expect(await bar.innerText()).toMatch(/¥9\.90[\s\S]*距开始 00:00:[0-2]\d/);
    await saveScreenshot(learner, 'flash-sale-countdown');

    // While the learner waits, the console lists the sale with its units.
    await editor.goto('/admin/flash-sales', { waitUntil: 'networkidle' });
    await editor
      .getByRole('cell', { name: /未开始|进行中/ })
      .first()
      .waitFor();
    await saveScreenshot(editor, 'console-flash-sales');
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
});
