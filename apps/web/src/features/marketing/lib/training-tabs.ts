import type { TrainingKind } from '@zhixue/contract';

export type TrainingTab = 'all' | TrainingKind;

export const TRAINING_TABS: ReadonlyArray<{ key: TrainingTab; label: string }> = [
  { key: 'all', label: '全部' },
  { key: 'online', label: '线上训练营' },
  { key: 'offline', label: '线下训练营' },
  { key: 'trial', label: '体验营' },
];

/** The tab kept in the address (`?kind=offline`), so a reload or a shared link shows the same list. */
export function tabFromParams(params: URLSearchParams): TrainingTab {
  const kind = params.get('kind');
  return TRAINING_TABS.some((tab) => tab.key === kind) ? (kind as TrainingTab) : 'all';
}

export function pageFromParams(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** The address of a tab and page; the first page and the 全部 tab stay out of it. */
export function trainingParams(tab: TrainingTab, page: number): URLSearchParams {
  const params = new URLSearchParams();
  if (tab !== 'all') params.set('kind', tab);
  if (page > 1) params.set('page', String(page));
  return params;
}

export function kindOf(tab: TrainingTab): TrainingKind | undefined {
  return tab === 'all' ? undefined : tab;
}
