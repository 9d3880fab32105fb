// Each line marked `expect:` writes shop's table from library: the check must report exactly these.
import { sql } from 'drizzle-orm';
import { type Database, reorderRows, type SortableTable } from '../../platform/db.js';
import * as shopTables from '../shop/tables.js';

const { baskets } = shopTables;
const { baskets: renamed } = shopTables;

export async function writeBaskets(db: Database) {
  await db.insert(baskets).values({ sort: 1 }); // expect: inserts into
  await db.update(shopTables.baskets).set({ sort: 2 }); // expect: updates
  await db.delete(renamed); // expect: deletes from
  await db.execute(sql`insert into baskets (sort) values (1)`); // expect: inserts into (in SQL text)
  await db.execute(sql`update ${baskets} set sort = 3`); // expect: updates (in SQL text)
  await db.execute(sql`DELETE FROM "baskets" where id = ${1}`); // expect: deletes from (in SQL text)
  const merge = sql`merge into public.baskets b using books k on b.id = k.id when matched then do nothing`; // expect: merges into (in SQL text)
  const cte = sql`with gone as (delete from only baskets returning id) select id from gone`; // expect: deletes from (in SQL text)
  const upsert = sql`insert into ${renamed} (id) values (1) on conflict (id) do update set sort = 1`; // expect: inserts into (in SQL text)
  await Promise.all([merge, cte, upsert].map((statement) => db.execute(statement)));
  return { name: 'clear', text: 'update baskets set sort = null' }; // expect: updates (in SQL text)
}

const BASKET_ORDER: SortableTable = { table: baskets, id: baskets.id, sort: baskets.sort }; // expect: reorders

export const reorderBaskets = (db: Database, ids: number[]) => reorderRows(db, BASKET_ORDER, ids);
