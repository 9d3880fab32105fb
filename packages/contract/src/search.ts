import { z } from 'zod';
import { SearchText } from './catalog.js';
import { EmptyRequest, Id } from './common.js';
import { endpoint } from './endpoint.js';
import { PageQuery, pageOf } from './envelope.js';
import { TrainingCard } from './home.js';

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

/**
 * The search page's 训练营 tab: camps of every kind whose name, or whose lecturer's name, contains
 * the keyword (decision 0006). Courses and bundles are searched with `course/list` and its keyword;
 * camps have a card of their own, so they have a call of their own. Camp cards hold nothing
 * personal, so answers are cached like the home page's camp list.
 */
export const searchTrainingList = endpoint({
  path: '/api/front/search/training/list',
  access: 'public',
  request: PageQuery.extend({ keyword: SearchText }),
  response: pageOf(TrainingCard),
  cacheSeconds: 30,
});
