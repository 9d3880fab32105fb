import { z } from 'zod';
import { endpoint } from './endpoint.js';

/**
 * A page view of the learner site, reported by its router on every new address: the visitor is a
 * random id the browser keeps (localStorage), nothing that names a person. The server counts views
 * and distinct visitors per China day for the console's dashboard; no third-party analytics.
 */
export const visitReport = endpoint({
  path: '/api/front/visit/report',
  access: 'public',
  request: z.object({ visitorId: z.uuid() }),
  response: z.object({
    /** False when the view was not counted: too many from one address in a minute. */
    counted: z.boolean(),
  }),
});
