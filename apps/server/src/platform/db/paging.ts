import { sql } from 'drizzle-orm';

/**
 * A page and its total in one pass over the matching rows (finding them is the costly part): select
 * this column with the page's rows, then hand the rows to `splitTotal`.
 */
export const totalOfAllRows = () => sql<number>`count(*) over ()`.mapWith(Number);

/**
 * The page's rows without the window total, and the total: from the first row, or, for a page past
 * the last match (which has no row to carry it), from `countAll`.
 */
export async function splitTotal<Row extends { total: number }>(
  rows: Row[],
  offset: number,
  countAll: () => Promise<number>,
): Promise<{ rows: Array<Omit<Row, 'total'>>; total: number }> {
  const total = rows[0]?.total ?? (offset === 0 ? 0 : await countAll());
  return { rows: rows.map(({ total: _total, ...row }) => row), total };
}
