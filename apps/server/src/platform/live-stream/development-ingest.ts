import { once } from 'node:events';
import type { WriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Config } from '../config/index.js';
import { verifyAuthKey } from './auth-key.js';

/** What the ingest reports: a stream started or stopped. */
export interface IngestEvents {
  started(streamName: string): Promise<void>;
  stopped(streamName: string): Promise<void>;
  /** A recording of the stream is complete at `filePath` (only when recordings are kept). */
  recorded(recording: { streamName: string; filePath: string; sizeBytes: number }): Promise<void>;
}

/** The fields of node-media-server's sessions this ingest reads. */
interface IngestSession {
  streamApp: string;
  streamName: string;
  streamQuery: Record<string, unknown>;
  /** The stream's hub; its grace is how long a dropped push may resume before it counts as stopped. */
  broadcast?: { publishGraceMs: number };
  close(): void;
}

/** The fields of node-media-server's record sessions this ingest reads. */
interface RecordSession {
  streamApp: string;
  streamName: string;
  filePath: string;
  fileStream: WriteStream;
}

interface MediaServer {
  on(event: 'doneRecord', listener: (session: RecordSession) => void): void;
  on(event: string, listener: (session: IngestSession) => void): void;
  run(): Promise<void>;
  stop(): Promise<void>;
}

const require = createRequire(import.meta.url);

const PUBLISH_GRACE_MS = 2_000;

export interface DevelopmentIngest {
  rtmpPort: number;
  flvPort: number;
  stop(): Promise<void>;
}

/**
 * The development streaming service: node-media-server on this machine, RTMP in (from OBS or
 * ffmpeg), HTTP-FLV out on 127.0.0.1 (this server relays it to learners after checking their
 * signature). A push is accepted only with a valid `auth_key` for its path, as ApsaraVideo Live
 * accepts it. node-media-server keeps its state in module globals: one ingest per process. Off
 * unless `LIVE_RTMP_PORT` is set, since it ends the process when its port is taken.
 */
export async function startDevelopmentIngest(
  config: Config,
  events: IngestEvents,
  log: { warn(details: object, message: string): void },
  /** Where each stream is recorded as FLV (the media upload folder's), or null to record nothing. */
  recordingsFolder: string | null = null,
): Promise<DevelopmentIngest | null> {
  const rtmpPort = config.LIVE_RTMP_PORT;
  if (config.LIVE_PROVIDER !== 'development' || rtmpPort === 0) return null;
  const NodeMediaServer = require('node-media-server') as new (config: object) => MediaServer;
  const logger = require('node-media-server/src/core/logger.js') as { level: string };
  const storeDir = join(tmpdir(), `zhixue-live-ingest-${process.pid}`);
  const server = new NodeMediaServer({
    bind: '127.0.0.1',
    rtmp: { port: rtmpPort },
    http: { port: config.LIVE_FLV_PORT },
    // node-media-server's own bookkeeping (its stream history), which nothing here reads.
    store: { path: storeDir },
    webadmin: { enable: false },
    ...(recordingsFolder ? { record: { path: recordingsFolder } } : {}),
  });
  logger.level = 'error';
  const accepted = new Set<IngestSession>();
  const report = (what: string, work: Promise<void>) =>
    work.catch((err: unknown) => log.warn({ err, what }, 'live ingest event not handled'));

  server.on('prePublish', (session) => {
    const path = `/${session.streamApp}/${session.streamName}`;
    if (
      session.streamApp !== config.LIVE_APP_NAME ||
      !verifyAuthKey(path, session.streamQuery.auth_key, config.LIVE_AUTH_KEY)
    ) {
      session.close();
      return;
    }
    accepted.add(session);
  });
  server.on('postPublish', (session) => {
    // node-media-server waits 30 s for a dropped push to resume; learners should see the end sooner.
    if (session.broadcast) session.broadcast.publishGraceMs = PUBLISH_GRACE_MS;
    if (accepted.has(session)) void report('started', events.started(session.streamName));
  });
  server.on('donePublish', (session) => {
    if (accepted.delete(session)) void report('stopped', events.stopped(session.streamName));
  });
  server.on('doneRecord', (session) => {
    if (session.streamApp !== config.LIVE_APP_NAME) return;
    const finished = async () => {
      // The record session closes its file without waiting: the last bytes land on 'close'.
      if (!session.fileStream.closed) await once(session.fileStream, 'close');
      const { size } = await stat(session.filePath);
      await events.recorded({ streamName: session.streamName, filePath: session.filePath, sizeBytes: size });
    };
    void report('recorded', finished());
  });
  await server.run();
  return {
    rtmpPort,
    flvPort: config.LIVE_FLV_PORT,
    async stop() {
      await server.stop();
      await rm(storeDir, { recursive: true, force: true });
    },
  };
}
