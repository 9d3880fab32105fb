import { z } from 'zod';

export const SUCCESS_CODE = '00000';

export interface SuccessEnvelope<T> {
  code: typeof SUCCESS_CODE;
  msg: 'ok';
  data: T;
}

export interface ErrorEnvelope {
  code: string;
  msg: string;
  data: null;
  /** Which refusal of its area's closed set this is (`CAMP_TERM_ENROLLED` …): what clients switch on. */
  reason: string;
}

export type Envelope<T> = SuccessEnvelope<T> | ErrorEnvelope;

/** Paging input shared by every list call. Bounds stop a caller from asking for the whole table. */
export const PageQuery = z.object({
  pageCurrent: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type PageQuery = z.infer<typeof PageQuery>;

/** How many rows come before the asked page: what a list query skips. */
export function rowsBefore({ pageCurrent, pageSize }: PageQuery): number {
  return (pageCurrent - 1) * pageSize;
}

export function pageOf<T extends z.ZodTypeAny>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int(),
    pageCurrent: z.number().int(),
    pageSize: z.number().int(),
  });
}
export interface Page<T> {
  list: T[];
  total: number;
  pageCurrent: number;
  pageSize: number;
}
