import { parseId } from '@/lib/parse-id';

/** What /youke/list shows, read from its query; malformed values are left out. */
export interface YoukeListQuery {
  projectId?: number;
  listId?: number;
  page: number;
}

export function parseYoukeListQuery(params: URLSearchParams): YoukeListQuery {
  return {
    projectId: parseId(params.get('projectId')),
    listId: parseId(params.get('listId')),
    page: parseId(params.get('page')) ?? 1,
  };
}
