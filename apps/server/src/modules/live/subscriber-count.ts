import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import * as tables from './tables.js';

const { liveSubscriberCounts } = tables;

/** A live's subscribers: the sum of its partial counts (see `live_subscriber_counts`), 16 rows at most. */
export const subscriberCountOf = (liveId: SQLWrapper): SQL<number> =>
  sql<number>`(select coalesce(sum(${liveSubscriberCounts.count}), 0)::int from ${liveSubscriberCounts}
    where ${liveSubscriberCounts.liveId} = ${liveId})`;
