import {
  adminLiveCancel,
  adminLiveCommentDelete,
  adminLiveCommentList,
  adminLiveCommentSetHidden,
  adminLiveCreate,
  adminLiveList,
  adminLivePushAddress,
  adminLiveUpdate,
  liveCommentList,
  liveCommentPost,
  liveDetail,
  liveHeartbeat,
  liveList,
  livePlay,
  liveReplayDetail,
  liveReplayPlay,
  liveSmsSettingRead,
  liveSmsSettingSave,
  liveSubscribe,
  liveUnsubscribe,
} from '@zhixue/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { registerEndpoint } from '../../platform/http/index.js';
import { createLiveStreamProvider, startDevelopmentIngest } from '../../platform/live-stream/index.js';
import type { SmsSender } from '../../platform/sms/index.js';
import type { IncomingFiles } from '../../platform/storage/index.js';
import type { Clock } from '../camps/index.js';
import { createPlaySigning } from '../learning/index.js';
import { cancelLive, createLive, listAdminLives, readPushAddress, updateLive } from './admin-lives.js';
import { recordLiveHeartbeat } from './attendance.js';
import { registerCalendarRoute } from './calendar.js';
import { deleteComment, listComments, pageAdminComments, postComment, setCommentHidden } from './comments.js';
import { loadLiveDetail, pageLives } from './live-cards.js';
import { issuePlayAddress } from './play-address.js';
import { registerPullRelay } from './pull-relay.js';
import { registerRecordCallback } from './record-callback.js';
import { defineRecordingJoin, recordingFinished } from './recording-parts.js';
import { scheduleReminderSweep } from './reminders.js';
import { issueReplayAddress, loadReplayDetail } from './replay.js';
import { defineSmsReminders, readSmsSetting, saveSmsSetting } from './sms-reminders.js';
import { registerStreamCallback } from './stream-callback.js';
import { applyStreamEvent } from './stream-state.js';
import { subscribe, unsubscribe } from './subscriptions.js';

/**
 * Live classes: the learner's list, detail, 预约, pull address, comments, attendance heartbeat and
 * the replay of a live without a course, the calendar file, the reminder sweep, the console's
 * schedule and moderation, the streaming service's callbacks (its recordings, fetched from the
 * recording bucket and kept among the media's incoming files, become replays) and, with the
 * development provider, the local ingest, whose recordings arrive in the same way.
 */
export async function registerLiveRoutes(
  app: FastifyInstance,
  context: AppContext,
  { incoming, sms, campClock }: { incoming: IncomingFiles; sms: SmsSender; campClock: Clock },
): Promise<void> {
  const { db, database, routes, jobs, config, cache } = context;
  const provider = createLiveStreamProvider(config);
  // A replay's play keeps the learner's 防挂机 clock of its course, as every player does.
  const playSigning = createPlaySigning(config.MEDIA_SIGNING_SECRET, cache);
  registerEndpoint(app, routes, liveList, ({ body, session }) => pageLives(db, session, body));
  registerEndpoint(app, routes, liveDetail, ({ body, session }) => loadLiveDetail(db, session, body.id));
  registerEndpoint(app, routes, liveSubscribe, ({ body, session }) => subscribe(database, session, body.id));
  registerEndpoint(app, routes, liveUnsubscribe, ({ body, session }) => unsubscribe(db, session, body.id));
  registerEndpoint(app, routes, livePlay, ({ body, session }) =>
    issuePlayAddress(db, provider, session, body.id, config.LIVE_PULL_TTL_SECONDS),
  );
  registerEndpoint(app, routes, liveHeartbeat, ({ body, session }) =>
    recordLiveHeartbeat(db, campClock, session, body.id),
  );
  registerEndpoint(app, routes, liveReplayDetail, ({ body, session }) =>
    loadReplayDetail(db, session, body.id),
  );
  registerEndpoint(app, routes, liveReplayPlay, ({ body, session }) =>
    issueReplayAddress(db, playSigning, session, body.id),
  );
  registerEndpoint(app, routes, liveCommentList, ({ body, session }) => listComments(db, session, body));
  registerEndpoint(app, routes, liveCommentPost, ({ body, session }) =>
    postComment(db, cache, session, body),
  );
  registerEndpoint(app, routes, liveSmsSettingRead, ({ session }) => readSmsSetting(db, session.userId));
  registerEndpoint(app, routes, liveSmsSettingSave, ({ body, session }) =>
    saveSmsSetting(db, session.userId, body.allowed),
  );

  registerEndpoint(app, routes, adminLiveList, ({ body }) => listAdminLives(db, body));
  registerEndpoint(app, routes, adminLiveCreate, ({ body, tx, audit }) => createLive(tx, body, audit));
  registerEndpoint(app, routes, adminLiveUpdate, ({ body, tx, audit }) => updateLive(tx, body, audit));
  registerEndpoint(app, routes, adminLiveCancel, ({ body, tx, audit }) => cancelLive(tx, body.id, audit));
  registerEndpoint(app, routes, adminLivePushAddress, ({ body, tx, audit }) =>
    readPushAddress(tx, provider, body.id, audit),
  );
  registerEndpoint(app, routes, adminLiveCommentList, ({ body }) => pageAdminComments(db, body));
  registerEndpoint(app, routes, adminLiveCommentSetHidden, ({ body, tx, audit }) =>
    setCommentHidden(tx, body, audit),
  );
  registerEndpoint(app, routes, adminLiveCommentDelete, ({ body, tx, audit }) =>
    deleteComment(tx, body.id, audit),
  );

  registerCalendarRoute(app, context);
  registerStreamCallback(app, context, provider);
  const shutdown = new AbortController();
  app.addHook('onClose', async () => shutdown.abort());
  defineRecordingJoin({ db, jobs, incoming, shutdown: shutdown.signal });
  registerRecordCallback(app, context, provider, incoming);
  scheduleReminderSweep(jobs, db);
  defineSmsReminders(jobs, db, sms);

  const ingest = await startDevelopmentIngest(
    config,
    {
      started: async (stream) => void (await applyStreamEvent(db, jobs, stream, 'publish')),
      stopped: async (stream) => void (await applyStreamEvent(db, jobs, stream, 'publish_done')),
      recorded: async (recording) => void (await recordingFinished({ db, jobs, incoming }, recording)),
    },
    app.log,
    incoming.arrivalFolder,
  );
  if (ingest) {
    registerPullRelay(app, config, ingest.flvPort);
    app.addHook('onClose', ingest.stop);
  }
}
