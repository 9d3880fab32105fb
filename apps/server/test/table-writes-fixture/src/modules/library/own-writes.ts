// Library writing its own table and only reading shop's: the check must stay quiet on this file.
import { sql } from 'drizzle-orm';
import { type Database, reorderRows } from '../../platform/db.js';
import * as shopTables from '../shop/tables.js';
import * as tables from './tables.js';

const { baskets } = shopTables;
const { books } = tables;

export async function shelveBooks(db: Database) {
  await db.insert(books).values({ sort: 1 });
  await db.update(books).set({ sort: sql`(select count(*) from ${baskets})` });
  await db.select().from(baskets).for('update');
  await db.execute(sql`insert into books (sort) select sort from baskets join baskets b2 using (id)`);
  await db.execute(sql`select id from ${baskets} for update of baskets`);
  await db.execute(sql`select id from baskets for no key update`);
  await db.execute(sql`insert into ${books} (id) values (1) on conflict (id) do update set sort = 1`);
  await reorderRows(db, { table: books, id: books.id, sort: books.sort }, [1]);
}
