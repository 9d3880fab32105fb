import type { z } from 'zod';
import type { Permission } from './admin/roles.js';

/**
 * Who may call an endpoint: `public` ignores the session, `optional` reads it when present
 * (prices and flags may differ for a member), `user` requires a logged-in learner,
 * `enterprise` a learner who belongs to an enterprise, and `operator` a signed-in operator of the
 * console whose role grants the endpoint's `permission`.
 */
export type Access = 'public' | 'optional' | 'user' | 'enterprise' | 'operator';

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
  /** What an `operator` endpoint needs of the operator's role. */
  permission?: Permission;
  /** An `operator` endpoint that changes data: it runs in one transaction with its audit rows. */
  writes?: boolean;
}

export function endpoint<Req extends z.ZodTypeAny, Res extends z.ZodTypeAny, A extends Access>(
  definition: Endpoint<Req, Res, A>,
): Endpoint<Req, Res, A> {
  return definition;
}

export type RequestOf<E> = E extends Endpoint<infer Req, z.ZodTypeAny> ? z.input<Req> : never;
export type ParsedRequestOf<E> = E extends Endpoint<infer Req, z.ZodTypeAny> ? z.output<Req> : never;
export type ResponseOf<E> = E extends Endpoint<z.ZodTypeAny, infer Res> ? z.output<Res> : never;
