import { LIVE_STREAM_CALLBACK_PATH } from '@zhixue/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import type { Database } from '../../platform/db/index.js';
import { AppError, successBody } from '../../platform/http/index.js';
import { type LiveStreamProvider, verifyCallbackSignature } from '../../platform/live-stream/index.js';
import { applyStreamEvent, type StreamAction } from './stream-state.js';
import * as tables from './tables.js';

const ACTIONS: ReadonlySet<string> = new Set<StreamAction>(['publish', 'publish_done']);
export const STREAM_NAME = /^[\w-]{1,64}$/;

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

/** The callback's signature headers, checked before anything else is read: a forged or stale one is A0301. */
export function requireSignedCallback(
  provider: LiveStreamProvider,
  request: FastifyRequest,
  notifyKey: string,
): { signature: string } {
  const signed = verifyCallbackSignature(provider.callbackDomain, request.headers, notifyKey);
  if (!signed) throw new AppError('LIVE_CALLBACK_FORGED');
  return signed;
}

/**
 * Remembers a handled callback by its signature in `live_stream_callbacks`; the same callback again
 * is a replay (A0409). Given the transaction of what the callback does, so both happen or neither.
 */
export async function rememberCallback(
  db: Database,
  signature: string,
  event: { action: string; streamName: string; eventTime: string },
): Promise<void> {
  const recorded = await db
    .insert(tables.liveStreamCallbacks)
    .values({ signature, ...event })
    .onConflictDoNothing()
    .returning({ signature: tables.liveStreamCallbacks.signature });
  if (recorded.length === 0) throw new AppError('LIVE_CALLBACK_REPLAYED');
}

/**
 * The streaming service's stream callbacks. The signature headers are checked first (a forged or
 * stale callback: A0301); a replay of a handled one is refused (A0409) by its row in
 * `live_stream_callbacks`, written in the same transaction as the state change.
 */
export function registerStreamCallback(
  app: FastifyInstance,
  { db, config, jobs }: AppContext,
  provider: LiveStreamProvider,
): void {
  const handler = async (request: FastifyRequest) => {
    const { signature } = requireSignedCallback(provider, request, config.LIVE_NOTIFY_KEY);
    const event = readEvent(request);
    if (!event) throw new AppError('MALFORMED_REQUEST');
    await db.transaction(async (tx) => {
      await rememberCallback(tx, signature, event);
      await applyStreamEvent(tx, jobs, event.streamName, event.action);
    });
    return successBody(null);
  };
  app.get(LIVE_STREAM_CALLBACK_PATH, handler);
}
