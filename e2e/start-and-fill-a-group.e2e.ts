import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility.js';
import { newPersonContext, saveScreenshot, useBrowser } from './support/browser.js';
import { callConsole, EDITOR_SECRET, operatorPage } from './support/console.js';
import { registerWithNewPhone } from './support/log-in.js';
import { payWithWechatSandbox, savedOrderNo } from './support/pay.js';

/** A paid course (¥299) no other journey buys. */
const COURSE = 35;

interface ConsoleOffer {
  id: number;
  productId: number;
  stopped: boolean;
}

describe('a group (拼团)', () => {
  const session = useBrowser();

  it('is started and paid by one learner, joined through its share link by another, and both can study', async () => {
    const starter = session.page;
    await starter.goto(`/course/base/${COURSE}`, { waitUntil: 'networkidle' });
    await registerWithNewPhone(starter, '138', 'close');

    // The journey's own offer through the console's calls: groups of two at ¥9.90 within a day. An
    // offer left by an earlier attempt is stopped first (offers of a course may not overlap).
    const editor = await operatorPage(starter, 'editor', EDITOR_SECRET);
    const { list } = await callConsole<{ list: ConsoleOffer[] }>(editor, '/api/admin/group-offer/list', {
      pageCurrent: 1,
      pageSize: 50,
    });
    for (const offer of list.filter((row) => row.productId === COURSE && !row.stopped))
      await callConsole(editor, '/api/admin/group-offer/stop', { id: offer.id });
    await callConsole(editor, '/api/admin/group-offer/create', {
      productType: 1,
      productId: COURSE,
      groupPrice: 990,
      groupSize: 2,
      hours: 24,
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      endsAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    await editor.goto('/admin/group-offers', { waitUntil: 'networkidle' });
    await editor.getByRole('cell', { name: '进行中' }).first().waitFor();
    await saveScreenshot(editor, 'console-group-offers');
    await expectAccessible(editor, '拼团');
    await editor.close();

    await starter.reload({ waitUntil: 'networkidle' });
    await starter.getByRole('button', { name: /发起拼团 ¥9\.9（2人团）/ }).click();
    await starter.waitForURL(/groupOfferId=\d+/);
    await expect.poll(() => starter.getByTestId('amount-due').innerText()).toBe('¥9.90');
    await starter.getByRole('button', { name: '提交订单' }).click();
    await savedOrderNo(starter);
    await payWithWechatSandbox(starter, '¥9.90');

    // The group waits for its second member: the course page lists it; its share page shows the seat.
    await starter.goto(`/course/base/${COURSE}`, { waitUntil: 'networkidle' });
    await starter.getByRole('region', { name: '拼团' }).getByRole('link', { name: '查看' }).first().click();
    await starter.waitForURL(/\/group\/\d+$/);
    await starter.getByText('还差').waitFor();
    await expectAccessible(starter, 'the group page');
    await starter.getByRole('button', { name: '邀请好友拼团' }).click();
    await starter.getByRole('dialog', { name: '邀请好友拼团' }).waitFor();
    await saveScreenshot(starter, 'group-share-poster');
    const shareUrl = starter.url();
    await starter.keyboard.press('Escape');

    // A friend opens the share link, signs up, joins and pays.
    const browser = starter.context().browser();
    if (!browser) throw new Error('no browser');
    const friend = await (await newPersonContext(browser, session.baseUrl)).newPage();
    await friend.goto(shareUrl, { waitUntil: 'networkidle' });
    await registerWithNewPhone(friend, '138', 'close');
    await friend.getByRole('link', { name: /参与拼团/ }).click();
    await friend.waitForURL(/groupId=\d+/);
    await expect.poll(() => friend.getByTestId('amount-due').innerText()).toBe('¥9.90');
    await friend.getByRole('button', { name: '提交订单' }).click();
    await savedOrderNo(friend);
    await payWithWechatSandbox(friend, '¥9.90');

    // Both see 拼团成功 and may study now.
    for (const learner of [friend, starter]) {
      await learner.goto(shareUrl, { waitUntil: 'networkidle' });
      await learner.getByText('拼团成功').first().waitFor();
      if (learner === friend) await expectAccessible(learner, 'a filled group');
      await learner.getByRole('link', { name: '去学习' }).click();
      await learner.waitForURL(new RegExp(`/course/base/${COURSE}`));
      await learner
        .getByRole('button', { name: /立即学习|开始学习|继续学习/ })
        .first()
        .waitFor();
    }
    await saveScreenshot(starter, 'group-filled-can-study');
    await friend.context().close();
  }, 120_000);
});
