import { z } from 'zod';
import { operatorEndpoint } from './define.js';

export const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;

export const AdminJob = z.object({
  id: z.string(),
  queue: z.string(),
  state: z.enum(JOB_STATES),
  attempts: z.number().int(),
  retryLimit: z.number().int(),
  progress: z.number().nullable(),
  /** The handler's result, or the error of its last failed run, as text. */
  output: z.string().nullable(),
  createdOn: z.string(),
  startedOn: z.string().nullable(),
  completedOn: z.string().nullable(),
});
export type AdminJob = z.infer<typeof AdminJob>;

export const adminJobList = operatorEndpoint({
  path: '/api/admin/job/list',
  permission: 'jobs.read',
  writes: false,
  request: z
    .object({
      queue: z.string().trim().max(64).optional(),
      state: z.enum(JOB_STATES).optional(),
      limit: z.coerce.number().int().min(1).max(200).default(50),
    })
    .optional()
    .default({ limit: 50 }),
  response: z.array(AdminJob),
});

/** Runs a failed job once more, now. */
export const adminJobRetry = operatorEndpoint({
  path: '/api/admin/job/retry',
  permission: 'jobs.write',
  writes: true,
  request: z.object({ id: z.uuid() }),
  response: AdminJob,
});
