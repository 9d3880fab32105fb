import { LIVE_STREAM_CALLBACK_PATH } from '@zhixue/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { tables } from '../../platform/db/index.js';
import { AppError, successBody } from '../../platform/http/index.js';
import { type LiveStreamProvider, verifyCallbackSignature } from '../../platform/live-stream/index.js';
import { applyStreamEvent, type StreamAction } from './stream-state.js';

const ACTIONS: ReadonlySet<string> = new Set<StreamAction>(['publish', 'publish_done']);
const STREAM_NAME = /^[\w-]{1,64}$/;

function readEvent(request: FastifyRequest) {
  // ApsaraVideo Live sends a GET whose query names the event: action, id (the stream), time, ip …
  const { action, id, time } = request.query as Record<string, unknown>;
  if (typeof action !== 'string' || !ACTIONS.has(action)) return null;
  if (typeof id !== 'string' || !STREAM_NAME.test(id)) return null;
  return {
    action: action as StreamAction,
    streamName: id,
    eventTime: typeof time === 'string' ? time.slice(0, 20) : '',
  };
}

/**
 * The streaming service's stream callbacks. The signature headers are checked first (a forged or
 * stale callback: A0301); a replay of a handled one is refused (A0409) by its row in
 * `live_stream_callbacks`, written in the same transaction as the state change.
 */
export function registerStreamCallback(
  app: FastifyInstance,
  { db, config }: AppContext,
  provider: LiveStreamProvider,
): void {
  const handler = async (request: FastifyRequest) => {
    const signed = verifyCallbackSignature(provider.callbackDomain, request.headers, config.LIVE_NOTIFY_KEY);
    if (!signed) throw new AppError('LIVE_CALLBACK_FORGED');
    const event = readEvent(request);
    if (!event) throw new AppError('MALFORMED_REQUEST');
    await db.transaction(async (tx) => {
      const recorded = await tx
        .insert(tables.liveStreamCallbacks)
        .values({ signature: signed.signature, ...event })
        .onConflictDoNothing()
        .returning({ signature: tables.liveStreamCallbacks.signature });
      if (recorded.length === 0) throw new AppError('LIVE_CALLBACK_REPLAYED');
      await applyStreamEvent(tx, event.streamName, event.action);
    });
    return successBody(null);
  };
  app.get(LIVE_STREAM_CALLBACK_PATH, handler);
}
