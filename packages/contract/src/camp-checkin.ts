import { z } from 'zod';
import { operatorEndpoint } from './admin/define.js';
import { Id } from './common.js';
import { endpoint } from './endpoint.js';

/**
 * Check-in at a camp's offline session: the trainer shows a QR code from the console whose token
 * changes every CHECKIN_ROTATE_SECONDS, signed by the server and bound to the session (a plan item of
 * kind `offline` or `checkin`, of a term or of an offline camp). A learner who opens its link while
 * logged in and enrolled is checked in once; a token from an earlier step than the last one, or not
 * signed by the server, is refused.
 */
export const CHECKIN_ROTATE_SECONDS = 30;

/** The learner's page a check-in QR code opens. */
export const CHECKIN_PAGE_PATH = '/trainingCamp/checkin';

/** A session: the template plan item, and the term for an online camp's (none for an offline camp's). */
export const CheckinSession = z.object({ itemId: Id, termId: Id.optional() });
export type CheckinSession = z.infer<typeof CheckinSession>;

export const CheckinResult = z.object({
  trainingUserId: z.number().int(),
  trainingId: z.number().int(),
  campName: z.string(),
  title: z.string(),
  /** China time of the learner's (first) check-in. */
  checkedAt: z.string(),
  /** True when this link checked the learner in before: nothing changed. */
  already: z.boolean(),
});
export type CheckinResult = z.infer<typeof CheckinResult>;

export const trainingCheckin = endpoint({
  path: '/api/front/training/checkin',
  access: 'user',
  request: CheckinSession.extend({ token: z.string().min(1).max(100) }),
  response: CheckinResult,
});

export const CheckinCode = z.object({
  /** The link the QR code holds (absolute when the site's address is configured, else a site path). */
  link: z.string(),
  /** Seconds until the code changes: the console asks again then. */
  refreshInSeconds: z.number().int(),
  checkedIn: z.number().int(),
  enrolled: z.number().int(),
});
export type CheckinCode = z.infer<typeof CheckinCode>;

/** The current code of a session, for the trainer's screen, with its attendance so far. */
export const adminCampCheckinCode = operatorEndpoint({
  path: '/api/admin/camps/checkin/code',
  permission: 'camps.checkin',
  writes: false,
  request: CheckinSession,
  response: CheckinCode,
});
