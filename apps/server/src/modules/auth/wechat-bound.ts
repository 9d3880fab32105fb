import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import * as tables from './tables.js';

const { wechatAccounts } = tables;

/** Whether a WeChat account is linked to the learner, as a column over their id (the profile shows it). */
export const wechatBound = (userId: SQLWrapper): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${wechatAccounts} where ${wechatAccounts.userId} = ${userId})`;
