import fastifyMultipart from '@fastify/multipart';
import type { FixedReason } from '@zhixue/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from './context.js';
import { AppError, type Session, successBody } from './http/index.js';
import { enforceLimits } from './rate-limit.js';

/** Room for the multipart boundaries and part headers around the file itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const HOUR_SECONDS = 3600;

/** A learner's upload of one file (multipart, field `file`): what it allows and what it does. */
export interface SessionUpload<T> {
  path: string;
  /** The largest file of any kind the call takes; `accept` may hold a kind to less. */
  maxBytes: number;
  /** Uploads a learner may make in an hour, counted under `limitKey` + the learner's id. */
  perHour: number;
  limitKey: string;
  reasons: {
    tooFrequent: FixedReason;
    tooLarge: FixedReason;
    missing: FixedReason;
    /** A second file or too many parts; a malformed body when not given. */
    moreThanOne?: FixedReason;
  };
  /** Checks the bytes by their content, stores them and answers what the caller is sent. */
  accept(upload: { session: Session; bytes: Buffer; filename: string }): Promise<T>;
}

/**
 * The one kind of call that is not JSON, following the route recipe by hand: authenticate → limit →
 * read the file → check and store (`accept`) → present. Multipart parsing is registered in a context
 * of its own, so no other route accepts a multipart body.
 */
export function registerSessionUpload<T>(
  app: FastifyInstance,
  { routes, cache }: Pick<AppContext, 'routes' | 'cache'>,
  upload: SessionUpload<T>,
): void {
  app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: upload.maxBytes, files: 1, fields: 4, fieldSize: 1024, parts: 5 },
    });
    scope.post(upload.path, async (request, reply) => {
      const session = await routes.resolveSession(request);
      if (!session) throw new AppError('NOT_LOGGED_IN');
      await enforceLimits(cache, [
        {
          key: `${upload.limitKey}:user:${session.userId}`,
          limit: upload.perHour,
          windowSeconds: HOUR_SECONDS,
          reason: upload.reasons.tooFrequent,
        },
      ]);
      const file = await readOneFile(request, upload);
      const data = await upload.accept({ session, ...file });
      return reply.type('application/json; charset=utf-8').send(successBody(data));
    });
  });
}

/**
 * The bytes and name of the one `file` field. Every part is read, so that a second file is refused
 * rather than silently dropped; a body announced far over the limit is refused before it is read.
 */
async function readOneFile(
  request: FastifyRequest,
  { maxBytes, reasons }: SessionUpload<unknown>,
): Promise<{ bytes: Buffer; filename: string }> {
  if (Number(request.headers['content-length'] ?? 0) > maxBytes + MULTIPART_OVERHEAD_BYTES) {
    throw new AppError(reasons.tooLarge);
  }
  if (!request.isMultipart()) throw new AppError(reasons.missing);
  let found: { bytes: Buffer; filename: string } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file') {
        part.file.resume();
        throw new AppError(reasons.missing);
      }
      found = { bytes: await part.toBuffer(), filename: part.filename };
    }
  } catch (error) {
    throw asUploadError(error, reasons);
  }
  if (!found || found.bytes.length === 0) throw new AppError(reasons.missing);
  return found;
}

function asUploadError(error: unknown, reasons: SessionUpload<unknown>['reasons']): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError(reasons.tooLarge);
  const overLimit = code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT';
  if (overLimit && reasons.moreThanOne) return new AppError(reasons.moreThanOne);
  // Busboy's own errors (no boundary, truncated body ...) describe a malformed request.
  return new AppError('UPLOAD_MALFORMED');
}
