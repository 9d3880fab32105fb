import { liveCalendarPath } from '@zhixue/contract';
import type { FastifyInstance } from 'fastify';
import { createEvent } from 'ics';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/http/index.js';
import { loadLiveDetail } from './live-cards.js';

const ICS_FILE = /^(\d{1,9})\.ics$/;

/** A live as one calendar event; `siteUrl` makes the event's link absolute. */
export function liveCalendarFile(
  live: {
    id: number;
    title: string;
    summary: string;
    lecturerName: string;
    startsAt: string;
    expectedMinutes: number;
  },
  siteUrl: string,
): string {
  const { error, value } = createEvent({
    uid: `live-${live.id}@zhixue`,
    title: live.title,
    description: `主讲：${live.lecturerName}\n${live.summary}`,
    start: new Date(live.startsAt).getTime(),
    duration: { minutes: live.expectedMinutes },
    url: `${siteUrl}/live/${live.id}`,
    alarms: [{ action: 'display', description: live.title, trigger: { minutes: 10, before: true } }],
  });
  if (error || !value) throw error ?? new Error('calendar event not made');
  return value;
}

/**
 * `GET {liveCalendarPath}/{id}.ics`: the file a learner adds to a calendar. Whoever is shown the
 * live may have it (the session cookie decides, as for its page).
 */
export function registerCalendarRoute(app: FastifyInstance, { db, routes, config }: AppContext): void {
  app.get<{ Params: { '*': string } }>(`${liveCalendarPath}/*`, async (request, reply) => {
    const id = Number(ICS_FILE.exec(request.params['*'])?.[1] ?? 0);
    if (id === 0) throw new AppError('LIVE_NOT_FOUND');
    const viewer = await routes.resolveSession(request).catch(() => null);
    const live = await loadLiveDetail(db, viewer, id);
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="live-${id}.ics"`)
      .send(liveCalendarFile(live, config.SITE_URL ?? `${request.protocol}://${request.host}`));
  });
}
