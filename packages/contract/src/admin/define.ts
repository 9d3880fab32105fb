import type { z } from 'zod';
import { type Endpoint, endpoint } from '../endpoint.js';
import type { Permission } from './roles.js';

/** A console call: an operator session whose role grants `permission`; `writes` marks the audited ones. */
export function operatorEndpoint<
  Req extends z.ZodTypeAny,
  Res extends z.ZodTypeAny,
  const Writes extends boolean,
>(definition: {
  path: `/api/admin/${string}`;
  permission: Permission;
  writes: Writes;
  request: Req;
  response: Res;
}): Endpoint<Req, Res, 'operator'> & { permission: Permission; writes: Writes } {
  return {
    ...endpoint({ ...definition, access: 'operator' }),
    permission: definition.permission,
    writes: definition.writes,
  };
}
