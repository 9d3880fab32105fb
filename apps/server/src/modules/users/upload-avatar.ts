import fastifyMultipart from '@fastify/multipart';
import { AVATAR_MAX_BYTES, AvatarUploadResult, userAvatarUploadPath } from '@zhixue/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { AppError, successBody } from '../../platform/http/index.js';
import { enforceLimits } from '../../platform/rate-limit.js';
import type { ObjectStorage } from '../../platform/storage/index.js';
import { newAvatarKey } from './avatar-keys.js';
import { detectImageType } from './image-type.js';

/** Room for the multipart boundaries and part headers around the file itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const UPLOADS_PER_HOUR = 20;

const tooLarge = () => new AppError('AVATAR_TOO_LARGE');
const noFile = () => new AppError('AVATAR_MISSING');

/**
 * `POST /api/front/user/avatar/upload`, the one call that is not JSON. It follows the route recipe
 * by hand: authenticate → limit → read and check the file → store → present. Multipart parsing is
 * registered in a context of its own, so no other route accepts a multipart body.
 */
export function registerAvatarUpload(
  app: FastifyInstance,
  { routes, cache }: AppContext,
  storage: ObjectStorage,
): void {
  app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 5 },
    });
    scope.post(userAvatarUploadPath, async (request, reply) => {
      const session = await routes.resolveSession(request);
      if (!session) throw new AppError('NOT_LOGGED_IN');
      await enforceLimits(cache, [
        {
          key: `avatar:user:${session.userId}`,
          limit: UPLOADS_PER_HOUR,
          windowSeconds: 3600,
          reason: 'AVATAR_UPLOAD_TOO_FREQUENT',
        },
      ]);
      const bytes = await readAvatarFile(request);
      const type = detectImageType(bytes);
      if (!type) throw new AppError('AVATAR_TYPE_UNSUPPORTED');
      const key = newAvatarKey(session.userId, type);
      await storage.put(key, bytes, type.contentType);
      const data = AvatarUploadResult.parse({ url: storage.publicUrl(key) });
      return reply.type('application/json; charset=utf-8').send(successBody(data));
    });
  });
}

/**
 * The bytes of the one `file` field, at most AVATAR_MAX_BYTES; a malformed body is the caller's error.
 * Every part is read, so that a second file is refused rather than silently dropped.
 */
async function readAvatarFile(request: FastifyRequest): Promise<Buffer> {
  // A body announced far over the limit is refused before a byte of it is read.
  if (Number(request.headers['content-length'] ?? 0) > AVATAR_MAX_BYTES + MULTIPART_OVERHEAD_BYTES) {
    throw tooLarge();
  }
  if (!request.isMultipart()) throw noFile();
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file') {
        part.file.resume();
        throw noFile();
      }
      bytes = await part.toBuffer();
    }
  } catch (error) {
    throw asUploadError(error);
  }
  if (!bytes || bytes.length === 0) throw noFile();
  return bytes;
}

function asUploadError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new AppError('AVATAR_MORE_THAN_ONE');
  }
  // Busboy's own errors (no boundary, truncated body ...) describe a malformed request.
  return new AppError('UPLOAD_MALFORMED');
}
