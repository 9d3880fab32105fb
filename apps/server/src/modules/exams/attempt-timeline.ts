import type { AttemptSubmitter, GradingAttempt, TimelineEntry } from '@zhixue/contract';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import type { AttemptRow } from './submit-attempt.js';
import * as tables from './tables.js';

const { attemptEvents, attemptLog } = tables;

/**
 * A stretch this long without a save or an event is shown as a gap: the page saves within a second
 * of every answer, so minutes of silence mean the candidate wrote nothing, or the page was not
 * there to say so (closed, offline, another device refused).
 */
export const SILENT_GAP_MS = 5 * 60_000;

type PageEvent = Pick<typeof attemptEvents.$inferSelect, 'kind' | 'at' | 'receivedAt'>;
type LogRow = Pick<typeof attemptLog.$inferSelect, 'kind' | 'at' | 'changed' | 'deviceName'>;
type TimedEntry = Omit<TimelineEntry, 'at' | 'clientAt'> & { at: Date; clientAt: Date | null };

const NOTHING = { clientAt: null, changed: null, deviceName: null, submittedBy: null, gapMinutes: null };

/**
 * The attempt's evidence in one line of time, by the server's clock: its start, saves, the page's
 * events, refused devices, gaps of silence, and its submission with who caused it.
 */
export function buildTimeline(
  attempt: Pick<AttemptRow, 'startedAt' | 'submittedAt' | 'submittedBy'>,
  events: PageEvent[],
  log: LogRow[],
): TimelineEntry[] {
  const entries: TimedEntry[] = [
    { ...NOTHING, kind: 'start', at: attempt.startedAt },
    ...events.map((event) => ({ ...NOTHING, kind: event.kind, at: event.receivedAt, clientAt: event.at })),
    ...log.map((row) => ({
      ...NOTHING,
      kind: row.kind,
      at: row.at,
      changed: row.changed,
      deviceName: row.deviceName,
    })),
  ];
  if (attempt.submittedAt !== null) {
    const submittedBy: AttemptSubmitter = attempt.submittedBy ?? 'learner';
    entries.push({ ...NOTHING, kind: 'submit', at: attempt.submittedAt, submittedBy });
  }
  // A stable sort: what shares a moment keeps the order above (start first, submission last).
  entries.sort((a, b) => a.at.getTime() - b.at.getTime());
  const withGaps: TimedEntry[] = [];
  for (const entry of entries) {
    const previous = withGaps.at(-1);
    if (previous && entry.at.getTime() - previous.at.getTime() >= SILENT_GAP_MS) {
      const minutes = Math.floor((entry.at.getTime() - previous.at.getTime()) / 60_000);
      withGaps.push({ ...NOTHING, kind: 'gap', at: previous.at, gapMinutes: minutes });
    }
    withGaps.push(entry);
  }
  return withGaps.map((entry) => ({
    ...entry,
    at: entry.at.toISOString(),
    clientAt: entry.clientAt?.toISOString() ?? null,
  }));
}

/** The timeline and the devices of an attempt, for the grading screen. */
export async function readAttemptEvidence(
  db: Database,
  attempt: AttemptRow,
): Promise<Pick<GradingAttempt, 'timeline' | 'devices'>> {
  const [events, log] = await Promise.all([
    db
      .select({ kind: attemptEvents.kind, at: attemptEvents.at, receivedAt: attemptEvents.receivedAt })
      .from(attemptEvents)
      .where(eq(attemptEvents.attemptId, attempt.id))
      .orderBy(asc(attemptEvents.receivedAt), asc(attemptEvents.id)),
    db
      .select({
        kind: attemptLog.kind,
        at: attemptLog.at,
        changed: attemptLog.changed,
        deviceName: attemptLog.deviceName,
      })
      .from(attemptLog)
      .where(eq(attemptLog.attemptId, attempt.id))
      .orderBy(asc(attemptLog.at), asc(attemptLog.id)),
  ]);
  const started =
    attempt.deviceName === null ? [] : [{ name: attempt.deviceName, at: attempt.startedAt, refused: false }];
  const refused = log
    .filter((row) => row.kind === 'other_device')
    .map((row) => ({ name: row.deviceName ?? '未知设备', at: row.at, refused: true }));
  return {
    timeline: buildTimeline(attempt, events, log),
    devices: [...started, ...refused].map((device) => ({ ...device, at: device.at.toISOString() })),
  };
}
