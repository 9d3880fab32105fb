import { liveDetail, liveList, livePlay, liveSubscribe, liveUnsubscribe } from '@zhixue/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { registerEndpoint } from '../../platform/http/index.js';
import { createLiveStreamProvider, startDevelopmentIngest } from '../../platform/live-stream/index.js';
import { registerCalendarRoute } from './calendar.js';
import { loadLiveDetail, pageLives } from './live-cards.js';
import { issuePlayAddress } from './play-address.js';
import { registerPullRelay } from './pull-relay.js';
import { scheduleReminderSweep } from './reminders.js';
import { registerStreamCallback } from './stream-callback.js';
import { applyStreamEvent } from './stream-state.js';
import { subscribe, unsubscribe } from './subscriptions.js';

/**
 * Live classes: the learner's list, detail, 预约 and pull address, the calendar file, the reminder
 * sweep, the streaming service's callbacks and, with the development provider, the local ingest.
 */
export async function registerLiveRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db, routes, jobs, config } = context;
  const provider = createLiveStreamProvider(config);
  registerEndpoint(app, routes, liveList, ({ body, session }) => pageLives(db, session, body));
  registerEndpoint(app, routes, liveDetail, ({ body, session }) => loadLiveDetail(db, session, body.id));
  registerEndpoint(app, routes, liveSubscribe, ({ body, session }) => subscribe(db, session, body.id));
  registerEndpoint(app, routes, liveUnsubscribe, ({ body, session }) => unsubscribe(db, session, body.id));
  registerEndpoint(app, routes, livePlay, ({ body, session }) =>
    issuePlayAddress(db, provider, session, body.id, config.LIVE_PULL_TTL_SECONDS),
  );
  registerCalendarRoute(app, context);
  registerStreamCallback(app, context, provider);
  scheduleReminderSweep(jobs, db);

  const ingest = await startDevelopmentIngest(
    config,
    {
      started: async (stream) => void (await applyStreamEvent(db, stream, 'publish')),
      stopped: async (stream) => void (await applyStreamEvent(db, stream, 'publish_done')),
    },
    app.log,
  );
  if (ingest) {
    registerPullRelay(app, config, ingest.flvPort);
    app.addHook('onClose', ingest.stop);
  }
}
