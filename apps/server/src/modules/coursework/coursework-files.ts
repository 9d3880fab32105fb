import { randomBytes } from 'node:crypto';
import type { CourseworkFile, CourseworkFileKind } from '@zhixue/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { keyedHash, sameHash } from '../../platform/crypto/index.js';
import type { Database } from '../../platform/db/index.js';
import { AppError } from '../../platform/http/index.js';
import type { MediaStorage } from '../../platform/storage/index.js';
import * as tables from './tables.js';

const LINK_TTL_SECONDS = 600;
export const FILE_PATH_PREFIX = '/api/coursework/file/';

export interface FileLinks {
  db: Database;
  storage: MediaStorage;
  signingSecret: string;
}

type FileRow = typeof tables.courseworkFiles.$inferSelect;

function signature(secret: string, id: number, expires: number): string {
  return keyedHash(secret, ['coursework-file', id, expires].join('\n'));
}

/** A file as the page shows it, with an address that works for ten minutes. */
export function presentFile(secret: string, file: FileRow, nowMs = Date.now()): CourseworkFile {
  // Links expire on ten-minute steps, so a page asked twice in a row gets the same addresses and the
  // browser's cache can serve the images again.
  const expires = (Math.floor(nowMs / 1000 / LINK_TTL_SECONDS) + 2) * LINK_TTL_SECONDS;
  return {
    id: file.id,
    name: file.name,
    size: file.size,
    contentType: file.contentType,
    kind: file.kind as CourseworkFileKind,
    url: `${FILE_PATH_PREFIX}${file.id}?e=${expires}&s=${signature(secret, file.id, expires)}`,
  };
}

/** The files of the given ids, in the order of the ids (missing ones skipped). */
export async function loadFiles(db: Database, ids: readonly number[]): Promise<FileRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(tables.courseworkFiles)
    .where(inArray(tables.courseworkFiles.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A learner attaches only files they uploaded themselves; any other id is refused as missing. */
export async function requireOwnFiles(
  db: Database,
  userId: number,
  ids: readonly number[],
): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const own = await db
    .select({ id: tables.courseworkFiles.id })
    .from(tables.courseworkFiles)
    .where(and(inArray(tables.courseworkFiles.id, unique), eq(tables.courseworkFiles.userId, userId)));
  if (own.length !== unique.length) throw new AppError('COURSEWORK_FILE_NOT_FOUND');
  return unique;
}

export function newFileKey(userId: number, extension: string): string {
  return `coursework/${userId}/${randomBytes(16).toString('hex')}.${extension}`;
}

/**
 * `GET /api/coursework/file/{id}?e=&s=`: the signed address is the permission (an <img> sends no
 * token header), issued only to someone who may read the submission. Served with the type found in
 * the bytes at upload, `nosniff` and a sandboxing policy, attachments as downloads.
 */
export function registerFileRoute(app: FastifyInstance, { db, storage, signingSecret }: FileLinks): void {
  app.get<{ Params: { '*': string }; Querystring: Record<string, unknown> }>(
    `${FILE_PATH_PREFIX}*`,
    async (request, reply) => {
      const { e, s } = request.query;
      const idText = request.params['*'];
      const id = /^\d{1,9}$/.test(idText) ? Number(idText) : 0;
      const expires = typeof e === 'string' && /^\d{1,12}$/.test(e) ? Number(e) : 0;
      const signed = id > 0 && typeof s === 'string' && sameHash(s, signature(signingSecret, id, expires));
      if (!signed || expires * 1000 < Date.now()) throw new AppError('COURSEWORK_FILE_LINK_EXPIRED');
      const [file] = await db.select().from(tables.courseworkFiles).where(eq(tables.courseworkFiles.id, id));
      if (!file || !(await storage.exists(file.storageKey))) throw new AppError('COURSEWORK_FILE_NOT_FOUND');
      const disposition = file.kind === 'image' ? 'inline' : 'attachment';
      return reply
        .type(file.contentType)
        .header('cache-control', 'private, max-age=600')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header(
          'content-disposition',
          `${disposition}; filename="file"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
        )
        .send(await storage.read(file.storageKey));
    },
  );
}
