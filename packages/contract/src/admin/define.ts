import type { z } from 'zod';
import { type Endpoint, endpoint } from '../endpoint.js';
import type { Permission } from './roles.js';

/** A console call: an operator session whose role grants `permission`; `writes` marks the audited ones. */
export function operatorEndpoint<Req extends z.ZodTypeAny, Res extends z.ZodTypeAny>(definition: {
  path: `/api/admin/${string}`;
  permission: Permission;
  writes: boolean;
  request: Req;
  response: Res;
}): Endpoint<Req, Res, 'operator'> {
  return endpoint({ ...definition, access: 'operator' });
}
