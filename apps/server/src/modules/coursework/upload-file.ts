import fastifyMultipart from '@fastify/multipart';
import {
  COURSEWORK_ATTACHMENT_MAX_BYTES,
  COURSEWORK_IMAGE_MAX_BYTES,
  type CourseworkFileKind,
  CourseworkFileUploadResult,
  courseworkFileUploadPath,
} from '@zhixue/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { AppContext } from '../../platform/context.js';
import { tables } from '../../platform/db/index.js';
import { AppError, successBody } from '../../platform/http/index.js';
import { enforceLimits } from '../../platform/rate-limit.js';
import { type FileLinks, newFileKey, presentFile } from './coursework-files.js';

const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const UPLOADS_PER_HOUR = 60;
const NAME_MAX = 100;

/** What the bytes must turn out to be; the name and the declared type decide nothing. */
const ACCEPTED: Record<string, CourseworkFileKind> = {
  'image/jpeg': 'image',
  'image/png': 'image',
  'image/gif': 'image',
  'image/webp': 'image',
  'application/pdf': 'attachment',
  'application/zip': 'attachment',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'attachment',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'attachment',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'attachment',
};
const MAX_BYTES: Record<CourseworkFileKind, number> = {
  image: COURSEWORK_IMAGE_MAX_BYTES,
  attachment: COURSEWORK_ATTACHMENT_MAX_BYTES,
};

const tooLarge = () => new AppError('COURSEWORK_FILE_TOO_LARGE');
const noFile = () => new AppError('COURSEWORK_FILE_MISSING');

/**
 * `POST /api/front/coursework/file/upload` (multipart, one `file`): the route recipe by hand, as the
 * avatar upload does — authenticate → limit → read → check the type by content and the size by kind →
 * store privately → present. The file belongs to the uploader until a submission names it.
 */
export function registerFileUpload(
  app: FastifyInstance,
  { routes, cache, db }: AppContext,
  links: FileLinks,
): void {
  app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: COURSEWORK_ATTACHMENT_MAX_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 5 },
    });
    scope.post(courseworkFileUploadPath, async (request, reply) => {
      const session = await routes.resolveSession(request);
      if (!session) throw new AppError('NOT_LOGGED_IN');
      await enforceLimits(cache, [
        {
          key: `coursework-upload:user:${session.userId}`,
          limit: UPLOADS_PER_HOUR,
          windowSeconds: 3600,
          reason: 'COURSEWORK_UPLOAD_TOO_FREQUENT',
        },
      ]);
      const { bytes, filename } = await readOneFile(request);
      const detected = await fileTypeFromBuffer(bytes);
      const kind = detected ? ACCEPTED[detected.mime] : undefined;
      if (!detected || !kind) throw new AppError('COURSEWORK_FILE_TYPE_UNSUPPORTED');
      if (bytes.length > MAX_BYTES[kind]) throw tooLarge();
      const key = newFileKey(session.userId, detected.ext);
      await links.storage.put(key, bytes, detected.mime);
      const [file] = await db
        .insert(tables.courseworkFiles)
        .values({
          userId: session.userId,
          storageKey: key,
          name: displayName(filename, detected.ext),
          contentType: detected.mime,
          size: bytes.length,
          kind,
        })
        .returning();
      if (!file) throw new Error('coursework file row not returned');
      const data = CourseworkFileUploadResult.parse(presentFile(links.signingSecret, file));
      return reply.type('application/json; charset=utf-8').send(successBody(data));
    });
  });
}

/**
 * The name shown beside the file: the uploader's, without control characters or folders, cut to 100
 * characters. It is only ever shown as text, never used as a storage key.
 */
function displayName(given: string, extension: string): string {
  const base = given.split(/[\\/]/).pop() ?? '';
  const printable = [...base].filter((char) => {
    const code = char.codePointAt(0) ?? 0;
    return code >= 0x20 && code !== 0x7f;
  });
  const clean = printable.join('').trim().slice(0, NAME_MAX);
  return clean.length > 0 ? clean : `file.${extension}`;
}

async function readOneFile(request: FastifyRequest): Promise<{ bytes: Buffer; filename: string }> {
  if (
    Number(request.headers['content-length'] ?? 0) >
    COURSEWORK_ATTACHMENT_MAX_BYTES + MULTIPART_OVERHEAD_BYTES
  ) {
    throw tooLarge();
  }
  if (!request.isMultipart()) throw noFile();
  let found: { bytes: Buffer; filename: string } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file') {
        part.file.resume();
        throw noFile();
      }
      found = { bytes: await part.toBuffer(), filename: part.filename };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw new AppError('UPLOAD_MALFORMED');
  }
  if (!found || found.bytes.length === 0) throw noFile();
  return found;
}
