import type { z } from 'zod';

/**
 * Who may call an endpoint: `public` ignores the session, `optional` reads it when present
 * (prices and flags may differ for a member), `user` requires a logged-in learner and
 * `enterprise` a learner who belongs to an enterprise.
 */
export type Access = 'public' | 'optional' | 'user' | 'enterprise';

export interface Endpoint<
  Req extends z.ZodTypeAny = z.ZodTypeAny,
  Res extends z.ZodTypeAny = z.ZodTypeAny,
  A extends Access = Access,
> {
  path: string;
  access: A;
  request: Req;
  response: Res;
  /**
   * Answers the server may keep for this many seconds: every answer of a `public` endpoint; of an
   * `optional` one only the answers to visitors (requests without a token), the same for all of them.
   */
  cacheSeconds?: number;
}

export function endpoint<Req extends z.ZodTypeAny, Res extends z.ZodTypeAny, A extends Access>(
  definition: Endpoint<Req, Res, A>,
): Endpoint<Req, Res, A> {
  return definition;
}

export type RequestOf<E> = E extends Endpoint<infer Req, z.ZodTypeAny> ? z.input<Req> : never;
export type ParsedRequestOf<E> = E extends Endpoint<infer Req, z.ZodTypeAny> ? z.output<Req> : never;
export type ResponseOf<E> = E extends Endpoint<z.ZodTypeAny, infer Res> ? z.output<Res> : never;
