import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { DatabaseHandle } from '../../platform/db/index.js';
import { AppError, type SessionResolver } from '../../platform/http/index.js';
import { countEventStream } from '../../platform/metrics/index.js';
import { learnersSignalled, NOTICE_CHANNEL } from './notify.js';

export interface NoticeStreamOptions {
  /** How often an idle stream sends a comment line, so proxies keep it open and a logout is noticed. */
  heartbeatMs: number;
}

interface OpenStream {
  userId: number;
  response: ServerResponse;
  request: FastifyRequest;
}

/**
 * Server-Sent Events telling a learner's open pages that a notice arrived. Every server process
 * LISTENs on the database's notice channel, so a notice written by any process reaches the streams
 * of all of them. A stream carries hints only (`event: notice`); the page asks the count again.
 * Each heartbeat checks the session again: a stream of a session logged out or expired ends there.
 * The streams end before the server closes, so a shutdown is not held up by them.
 */
export function registerNoticeStream(
  app: FastifyInstance,
  path: string,
  deps: { database: Pick<DatabaseHandle, 'listen'>; resolveSession: SessionResolver },
  { heartbeatMs }: NoticeStreamOptions,
): void {
  const open = new Set<OpenStream>();
  let listening: Promise<() => Promise<void>> | null = null;
  let closing = false;

  const deliver = (payload: string) => {
    const learners = learnersSignalled(payload);
    for (const stream of open) {
      if (learners === 'all' || learners.has(String(stream.userId))) {
        stream.response.write('event: notice\ndata: {}\n\n');
      }
    }
  };
  /**
   * After the listener's connection was lost and replaced, notices written meanwhile were missed:
   * every open page is told to read its counts again, as a notice of its own would tell it.
   */
  const resynchronise = () => {
    for (const stream of open) stream.response.write('event: notice\ndata: {}\n\n');
  };
  // Listening starts with the first stream, so a process nobody streams from holds no connection.
  const startListening = (log: FastifyBaseLogger) => {
    listening ??= deps.database.listen(NOTICE_CHANNEL, deliver, resynchronise).catch((err: unknown) => {
      log.error({ err }, 'notice channel not listened to');
      listening = null;
      return async () => {};
    });
    return listening;
  };

  const heartbeat = setInterval(() => {
    for (const stream of open) {
      deps.resolveSession(stream.request).then(
        (session) => {
          if (session?.userId === stream.userId) stream.response.write(': heartbeat\n\n');
          else stream.response.end();
        },
        () => stream.response.end(),
      );
    }
  }, heartbeatMs);
  heartbeat.unref();

  app.get(path, async (request, reply) => {
    const session = await deps.resolveSession(request);
    if (session === null) throw new AppError('NOT_LOGGED_IN');
    if (closing) throw new AppError('SERVICE_UNAVAILABLE');
    await startListening(request.log);
    reply.hijack();
    const response = reply.raw;
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      // nginx would otherwise hold events back in its buffer.
      'x-accel-buffering': 'no',
    });
    const stream: OpenStream = { userId: session.userId, response, request };
    open.add(stream);
    countEventStream(response);
    response.on('close', () => open.delete(stream));
    response.write(`retry: 5000\n: connected\n\n`);
  });

  app.addHook('preClose', async () => {
    closing = true;
    clearInterval(heartbeat);
    for (const stream of open) stream.response.end();
    open.clear();
  });
  app.addHook('onClose', async () => {
    const stop = await listening;
    await stop?.();
  });
}
