import type { AdminOrderExport, Page } from '@zhixue/contract';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { serverForThisFile } from './harness.js';
import { type SignedInOperator, signInAs } from './operator-helpers.js';
import { insertOrder } from './orders-support.js';

/**
 * The orders export: a job writes the search's orders to an .xlsx with exceljs's streaming writer,
 * downloaded through a short-lived signed link; phones as the asking role may see them.
 */
const server = serverForThisFile();
let finance: SignedInOperator;
beforeAll(async () => {
  finance = await signInAs(server, 'finance');
});

const exportOrders = (who: SignedInOperator, filters: object) =>
  server.post('/api/admin/order/export', filters, { headers: who.headers });

async function finished(who: SignedInOperator, id: number): Promise<AdminOrderExport> {
  for (let tries = 0; tries < 120; tries++) {
    const page = (await server.post('/api/admin/order/export/list', {}, { headers: who.headers })).body
      .data as Page<AdminOrderExport>;
    const found = page.list.find((item) => item.id === id);
    if (found && (found.status === 'done' || found.status === 'failed')) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`export ${id} did not finish`);
}

async function sheetRows(url: string): Promise<unknown[][]> {
  const answer = await server.fetch(url);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toContain('spreadsheetml');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(await answer.arrayBuffer()) as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('订单');
  if (!sheet) throw new Error('no 订单 sheet');
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('orders export', () => {
  it('writes every matching order (not one page) to a spreadsheet that opens, phones masked for finance', async () => {
    // 25 paid orders of learner 3 at ¥12.34: more than a page of the search.
    const ids: number[] = [];
    for (let i = 0; i < 25; i++) ids.push(await insertOrder(server, 3, 'paid', 1234));
    const started = await exportOrders(finance, { learner: '3', status: 'paid' });
    expect(started.body).toMatchObject({ code: '00000', data: { status: 'queued', downloadUrl: null } });
    const done = await finished(finance, (started.body.data as AdminOrderExport).id);
    expect(done.failure).toBeNull();
    expect(done).toMatchObject({ status: 'done', rowCount: 25, filters: { learner: '3', status: 'paid' } });
    const rows = await sheetRows(done.downloadUrl ?? '');
    expect(rows[0]).toEqual([
      '订单号',
      '商品类型',
      '商品',
      '期次',
      '金额（元）',
      '已退款（元）',
      '状态',
      '支付方式',
      '学员ID',
      '学员昵称',
      '手机号',
      '下单时间',
      '支付时间',
    ]);
    expect(rows).toHaveLength(26);
    const body = rows.slice(1);
    expect(body.every((row) => row[4] === 12.34 && row[6] === '已支付' && row[7] === '对公转账')).toBe(true);
    expect(body.every((row) => row[8] === 3 && /^\d{3}\*{4}\d{4}$/.test(String(row[10])))).toBe(true);
    const audited = await server.database.db.execute(
      (await import('drizzle-orm'))
        .sql`select count(*)::int as n from audit_log where entity = 'order_export'`,
    );
    expect((audited as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBeGreaterThanOrEqual(1);

    // Support sees phones; and an export is its maker's alone.
    const support = await signInAs(server, 'support');
    const supportStarted = await exportOrders(support, { learner: '3', status: 'paid' });
    const supportDone = await finished(support, (supportStarted.body.data as AdminOrderExport).id);
    const supportRows = await sheetRows(supportDone.downloadUrl ?? '');
    expect(String(supportRows[1]?.[10])).toMatch(/^\d{11}$/);
    const financeList = (await server.post('/api/admin/order/export/list', {}, { headers: finance.headers }))
      .body.data as Page<AdminOrderExport>;
    expect(financeList.list.map((item) => item.id)).not.toContain(supportDone.id);
  });

  it('an export of nothing is a sheet with its header only', async () => {
    const started = await exportOrders(finance, { orderNo: 'NOSUCHORDER1' });
    const done = await finished(finance, (started.body.data as AdminOrderExport).id);
    expect(done).toMatchObject({ status: 'done', rowCount: 0 });
    expect(await sheetRows(done.downloadUrl ?? '')).toHaveLength(1);
  });

  it('refuses an altered or expired link, and bad filters', async () => {
    const started = await exportOrders(finance, { status: 'refunded' });
    const done = await finished(finance, (started.body.data as AdminOrderExport).id);
    const url = new URL(done.downloadUrl ?? '', server.baseUrl);
    const other = `${url.pathname.replace(/\d+\.xlsx$/, `${done.id + 1000}.xlsx`)}${url.search}`;
    const expired = `${url.pathname}?e=1000&s=${url.searchParams.get('s')}`;
    for (const path of [other, expired, `${url.pathname}?e=${url.searchParams.get('e')}&s=x`]) {
      const answer = await server.fetch(path);
      expect(answer.status).toBe(410);
      expect(await answer.json()).toMatchObject({ msg: '下载链接已失效，请回到订单导出列表重新下载' });
    }
    const bad = await exportOrders(finance, { status: 'lost', learner: 'abc' });
    expect(bad.status).toBe(400);
    const trainer = await signInAs(server, 'trainer');
    expect((await exportOrders(trainer, {})).status).toBe(403);
  });
});
