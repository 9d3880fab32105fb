import type { AdminTerm, OrderDetail } from '@zhixue/contract';
import { describe, expect, it } from 'vitest';
import { callFromPage } from './support/api.js';
import { saveScreenshot, useBrowser } from './support/browser.js';
import { ADMIN_SECRET, callConsole, signInToConsole } from './support/console.js';
import { DEMO_LEARNERS, signInThroughApi } from './support/log-in.js';

/** The seeded online camp the journey adds a one-seat term to. */
const CAMP = 1;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('a learner waits for a seat of a full term', () => {
  const session = useBrowser();

  it('joins the waiting list of a full term and is offered the seat its holder gives up', async () => {
    const page = session.page;
    const console = await page.context().newPage();
    await signInToConsole(console, 'admin', ADMIN_SECRET);
    const termName = `候补演示期${Date.now() % 10_000}`;
    const term = await callConsole<AdminTerm>(console, '/api/admin/camps/term/create', {
      trainingId: CAMP,
      name: termName,
      enrollStartDate: day(-2),
      enrollEndDate: day(6),
      startDate: day(10),
      endDate: day(30),
      capacity: 1,
      lateJoin: false,
    });

    // Another learner, in a browser of their own, holds the only seat with an unpaid order.
    const holderContext = await page.context().browser()?.newContext({ baseURL: session.baseUrl });
    const holder = await holderContext?.newPage();
    if (!holder) throw new Error('no second browser');
    await signInThroughApi(holder, DEMO_LEARNERS.buyer);
    await holder.goto('/', { waitUntil: 'networkidle' });
    const held = await callFromPage<OrderDetail>(holder, '/api/front/order/save', {
      id: CAMP,
      type: 8,
      trainId: term.id,
    });
    expect(held.id).toBeGreaterThan(0);

    await signInThroughApi(page, DEMO_LEARNERS.member);
    await page.goto(`/trainingCamp/online/${CAMP}`, { waitUntil: 'networkidle' });
    const bar = page.getByRole('region', { name: '报名' });
    await bar.getByRole('button', { name: new RegExp(termName) }).click();
    await bar.getByRole('button', { name: '已满' }).waitFor();
    await bar.getByRole('button', { name: /加入候补/ }).click();
    await bar.getByText('已加入候补，当前排第 1 位').waitFor();
    await saveScreenshot(page, 'camp-waitlist-joined');

    // The holder cancels: the seat is held for the first learner waiting, who is told so.
    await callFromPage(holder, '/api/front/order/cancel', { id: held.id });
    await holderContext?.close();
    await page.reload({ waitUntil: 'networkidle' });
    await bar.getByRole('button', { name: new RegExp(termName) }).click();
    await bar.getByText(/候补名额已为你保留至/).waitFor();
    await bar.getByRole('button', { name: '立即报名' }).waitFor();
    await saveScreenshot(page, 'camp-waitlist-offered');
    const notices = await callFromPage<{ list: Array<{ title: string }> }>(page, '/api/front/message/list', {
      pageCurrent: 1,
      pageSize: 20,
      category: 'enrolment',
    });
    expect(notices.list.map((notice) => notice.title)).toContain('候补名额已为你保留');

    const board = await callConsole<{ waitlist: Array<{ offerExpiresAt: string | null }> }>(
      console,
      '/api/admin/camps/term/board',
      { termId: term.id },
    );
    expect(board.waitlist[0]?.offerExpiresAt).toBeTruthy();
  });
});
