import type { OrderDetail, OrderSettlement } from '@zhixue/contract';
import { type SQL, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import * as tables from '../src/tables.js';
import type { ApiAnswer, ApiClient, TestServer } from './harness.js';
import type { LoggedIn } from './login-helpers.js';

const { courses, bundleCourses, bundleGroups, activityProducts } = tables;

/** Helpers shared by the order and payment tests. */
export function orderApi(server: ApiClient) {
  const call = (who: LoggedIn | null, path: string, body: unknown = {}) =>
    server.post(`/api/front/${path}`, body, who ? { headers: who.headers } : undefined);

  /** The answer's data, after checking it succeeded. */
  const ok = async <T>(answer: Promise<ApiAnswer>): Promise<T> => {
    const { status, body } = await answer;
    expect({ status, code: body.code, msg: body.msg }).toMatchObject({ status: 200, code: '00000' });
    return body.data as T;
  };

  /** The refusal's code and message, after checking it was one. */
  const refused = async (answer: Promise<ApiAnswer>) => {
    const { status, body } = await answer;
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(body.data).toBeNull();
    return { code: body.code, msg: body.msg };
  };

  return {
    call,
    ok,
    refused,
    settle: (who: LoggedIn, target: object) => ok<OrderSettlement>(call(who, 'order/settle', target)),
    save: (who: LoggedIn, target: object) => ok<OrderDetail>(call(who, 'order/save', target)),
    detail: (who: LoggedIn, id: number) => ok<OrderDetail>(call(who, 'order/detail', { id })),
    courseDetail: (who: LoggedIn, id: number) =>
      ok<{ buy: number; canStudy: boolean; vip: number }>(call(who, 'course/detail', { id })),
  };
}

/**
 * The first listed single course matching `where` that is in no activity and in no bundle that is
 * free for members, so its price is plainly its own; `skip` leaves out courses already picked.
 */
export async function pickPlainCourse(server: TestServer, where: SQL, skip: number[] = []): Promise<number> {
  const result = await server.database.db.execute(sql`select ${courses.id} as id from ${courses}
    where ${courses.channel} = 'main' and ${courses.published} and ${courses.type} = 1 and ${where}
      and ${courses.enquire} = 0
      and not exists (select 1 from ${bundleCourses}
        join ${bundleGroups} on ${bundleGroups.id} = ${bundleCourses.groupId}
        join ${courses} b on b.id = ${bundleGroups.bundleId}
        where ${bundleCourses.courseId} = ${courses.id} and (b.charge = 2 or (b.vip = 1 and b.vip_charge = 0)))
      and not exists (select 1 from ${activityProducts} where ${activityProducts.productType} = 1
        and ${activityProducts.productId} = ${courses.id})
      and ${courses.id} <> all(${`{${[0, ...skip].join(',')}}`}::int[])
    order by ${courses.id} limit 1`);
  const [row] = (result as unknown as { rows: Array<{ id: number }> }).rows;
  if (!row) throw new Error('no seeded course matches');
  return Number(row.id);
}

/** Moves an order's closing time into the past, as if its 30 minutes were up. */
export async function expireOrder(server: TestServer, orderId: number): Promise<void> {
  await server.database.db.execute(
    sql`update ${tables.orders} set expires_at = now() - interval '1 second' where id = ${orderId}`,
  );
}

/** Pays an order through the sandbox's confirmation page, as a learner in development would. */
export async function payInSandbox(server: ApiClient, codeUrl: string): Promise<Response> {
  const page = await server.fetch(codeUrl);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('确认支付');
  return server.fetch(`${codeUrl}/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
  });
}

/**
 * Runs `during` while granting a course to `userId` fails inside the fulfilment transaction, as a
 * crash there would stop it; granting works again afterwards.
 */
export async function whileGrantingCrashes(
  server: TestServer,
  userId: number,
  during: () => Promise<void>,
): Promise<void> {
  const { db } = server.database;
  await db.execute(
    sql.raw(`create function zx_test_crash() returns trigger language plpgsql as $$
      begin raise exception 'simulated crash while granting'; end $$`),
  );
  await db.execute(
    sql.raw(`create trigger zx_test_crash before insert on user_courses for each row
      when (new.user_id = ${Number(userId)}) execute function zx_test_crash()`),
  );
  try {
    await during();
  } finally {
    await db.execute(sql.raw('drop trigger zx_test_crash on user_courses'));
    await db.execute(sql.raw('drop function zx_test_crash()'));
  }
}

/** A learner saves an order for `target`, chooses WeChat and pays it on the sandbox page. */
export async function buyInSandbox(
  server: ApiClient,
  learner: LoggedIn,
  target: object,
): Promise<OrderDetail> {
  const { call, ok, save } = orderApi(server);
  const order = await save(learner, target);
  const { codeUrl } = await ok<{ codeUrl: string }>(call(learner, 'pay/wx', { id: order.id }));
  expect((await payInSandbox(server, codeUrl)).status).toBe(200);
  return order;
}

/**
 * A course order paid by bank transfer, or (`awaitingTransfer`) still waiting for one, written
 * straight to the database for calls that need one.
 */
export async function insertOrder(
  server: TestServer,
  userId: number,
  state: 'paid' | 'awaitingTransfer' = 'paid',
  amount = 9_900,
): Promise<number> {
  const paid = state === 'paid';
  const [row] = await server.database.db
    .insert(tables.orders)
    .values({
      orderNo: `T${Date.now()}${Math.floor(Math.random() * 1e6)}`,
      userId,
      productType: 1,
      productId: 14,
      productName: '测试课程',
      productPic: '/a.png',
      linePrice: amount,
      price: amount,
      amount,
      priceKind: 'price',
      status: paid ? 'paid' : 'pending',
      payChannel: 'peiban',
      providerTradeNo: paid ? 'BANK-TEST' : null,
      peibanRequestedAt: new Date(),
      expiresAt: new Date(Date.now() + 86_400_000),
      paidAt: paid ? new Date() : null,
    })
    .returning({ id: tables.orders.id });
  if (!row) throw new Error('order not inserted');
  return row.id;
}
