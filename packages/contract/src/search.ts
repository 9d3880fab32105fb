import { z } from 'zod';
import { EmptyRequest, Id } from './common.js';
import { endpoint } from './endpoint.js';

export const HotSearchItem = z.object({ id: z.number().int(), name: z.string() });
export type HotSearchItem = z.infer<typeof HotSearchItem>;

export const searchHotList = endpoint({
  path: '/api/front/search/hot/list',
  access: 'public',
  request: EmptyRequest,
  response: z.array(HotSearchItem),
  cacheSeconds: 60,
});

/** Counts a click on a hot-search term so the list can be ordered by interest. */
export const searchHotCount = endpoint({
  path: '/api/front/search/hot/count',
  access: 'public',
  request: z.object({ id: Id }),
  response: z.null(),
});
