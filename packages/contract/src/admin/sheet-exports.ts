import { z } from 'zod';

/**
 * What the console's spreadsheet exports made by a job share: the call that starts one answers the
 * job's id, the console follows its state with it, and fetches the finished file through a call of
 * its own (an operator session, never a public link).
 */

export const ExportJobId = z
  .string()
  .trim()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, '任务编号有误');

export const SheetExportStarted = z.object({ jobId: z.string() });

export const SheetExportState = z.object({
  state: z.enum(['waiting', 'running', 'done', 'failed']),
  /** Rows written, once done. */
  rows: z.number().int().nullable(),
});
export type SheetExportState = z.infer<typeof SheetExportState>;

/** The finished .xlsx, for the console to save under its name. */
export const SheetExportFile = z.object({ fileName: z.string(), fileBase64: z.string() });
