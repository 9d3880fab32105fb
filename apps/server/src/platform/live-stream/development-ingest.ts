import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Config } from '../config/index.js';
import { verifyAuthKey } from './auth-key.js';
import { developmentRtmpPort } from './provider.js';

/** What the ingest reports: a stream started or stopped, a recording finished. */
export interface IngestEvents {
  started(streamName: string): Promise<void>;
  stopped(streamName: string): Promise<void>;
  recorded(streamName: string, filePath: string): Promise<void>;
}

/** The fields of node-media-server's sessions this ingest reads. */
interface IngestSession {
  streamApp: string;
  streamName: string;
  streamPath: string;
  streamQuery: Record<string, unknown>;
  filePath?: string;
  isPublisher?: boolean;
  close(): void;
}

interface MediaServer {
  on(event: string, listener: (session: IngestSession) => void): void;
  run(): Promise<void>;
  stop(): Promise<void>;
}

const require = createRequire(import.meta.url);

export interface DevelopmentIngest {
  rtmpPort: number;
  flvPort: number;
  stop(): Promise<void>;
}

/**
 * The development streaming service: node-media-server on this machine, RTMP in (from OBS or
 * ffmpeg), HTTP-FLV out on 127.0.0.1 (this server relays it to learners after checking their
 * signature), each push recorded as FLV under `{DATA_DIR}/live-recordings`. A push is accepted only
 * with a valid `auth_key` for its path, as ApsaraVideo Live accepts it. node-media-server keeps
 * its state in module globals: one ingest per process.
 */
export async function startDevelopmentIngest(
  config: Config,
  events: IngestEvents,
  log: { warn(details: object, message: string): void },
): Promise<DevelopmentIngest | null> {
  const rtmpPort = developmentRtmpPort(config);
  if (config.LIVE_PROVIDER !== 'development' || rtmpPort === 0) return null;
  const NodeMediaServer = require('node-media-server') as new (config: object) => MediaServer;
  const logger = require('node-media-server/src/core/logger.js') as { level: string };
  const recordings = join(config.DATA_DIR, 'live-recordings');
  const server = new NodeMediaServer({
    bind: '127.0.0.1',
    rtmp: { port: rtmpPort },
    http: { port: config.LIVE_FLV_PORT },
    record: { path: recordings },
    store: { path: join(recordings, '.store') },
    webadmin: { enable: false },
  });
  logger.level = 'error';
  const accepted = new Set<IngestSession>();
  // A refused push is recorded too before its connection closes: only accepted ones are reported.
  const acceptedPaths = new Set<string>();
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
    acceptedPaths.add(session.streamPath);
  });
  server.on('postPublish', (session) => {
    if (accepted.has(session)) void report('started', events.started(session.streamName));
  });
  server.on('donePublish', (session) => {
    if (accepted.delete(session)) void report('stopped', events.stopped(session.streamName));
  });
  server.on('doneRecord', (session) => {
    if (acceptedPaths.delete(session.streamPath) && session.filePath)
      void report('recorded', events.recorded(session.streamName, session.filePath));
  });
  await server.run();
  return { rtmpPort, flvPort: config.LIVE_FLV_PORT, stop: () => server.stop() };
}
