import fastifyMultipart from '@fastify/multipart';
import type { FixedReason, Permission } from '@zhixue/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from './context.js';
import {
  AppError,
  type Operator,
  type OperatorResolver,
  requirePermittedOperator,
  type Session,
  type SessionResolver,
  successBody,
} from './http/index.js';
import { enforceLimits } from './rate-limit.js';

/** Room for the multipart boundaries and part headers around the file itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const HOUR_SECONDS = 3600;

/**
 * Who may upload, and under which name their uploads are counted: resolved from the request before a
 * byte of the body is read, throwing the reason a refused caller is sent.
 */
export interface Uploader<S> {
  resolve(request: FastifyRequest): Promise<S>;
  limitId(uploader: S): string;
}

/** A signed-in learner (the learner's token; an operator's console cookie is never read). */
export function learnerUploader(resolveSession: SessionResolver): Uploader<Session> {
  return {
    async resolve(request) {
      const session = await resolveSession(request);
      if (!session) throw new AppError('NOT_LOGGED_IN');
      return session;
    },
    limitId: (session) => `user:${session.userId}`,
  };
}

/** An operator whose role has `permission`, checked as every console call is (header, session, role). */
export function operatorUploader(
  resolveOperator: OperatorResolver,
  permission: Permission | ((operator: Operator) => Permission),
): Uploader<Operator> {
  return {
    resolve: (request) => requirePermittedOperator(resolveOperator, request, permission),
    limitId: (operator) => `operator:${operator.id}`,
  };
}

/** An upload of one file (multipart, field `file`): who may make it, what it allows and what it does. */
export interface SessionUpload<T, S> {
  path: string;
  uploader: Uploader<S>;
  /** The largest file of any kind the call takes; `accept` may hold a kind to less. */
  maxBytes: number;
  /** Uploads one uploader may make in an hour, counted under `limitKey` + the uploader's id. */
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
  accept(upload: { uploader: S; bytes: Buffer; filename: string }): Promise<T>;
}

/**
 * The one kind of call that is not JSON, following the route recipe by hand: authenticate → limit →
 * read the file → check and store (`accept`) → present. Multipart parsing is registered in a context
 * of its own, so no other route accepts a multipart body.
 */
export function registerSessionUpload<T, S>(
  app: FastifyInstance,
  { cache }: Pick<AppContext, 'cache'>,
  upload: SessionUpload<T, S>,
): void {
  app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: upload.maxBytes, files: 1, fields: 4, fieldSize: 1024, parts: 5 },
    });
    scope.post(upload.path, async (request, reply) => {
      const uploader = await upload.uploader.resolve(request);
      await enforceLimits(cache, [
        {
          key: `${upload.limitKey}:${upload.uploader.limitId(uploader)}`,
          limit: upload.perHour,
          windowSeconds: HOUR_SECONDS,
          reason: upload.reasons.tooFrequent,
        },
      ]);
      const file = await readOneFile(request, upload);
      const data = await upload.accept({ uploader, ...file });
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
  { maxBytes, reasons }: SessionUpload<unknown, unknown>,
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

function asUploadError(error: unknown, reasons: SessionUpload<unknown, unknown>['reasons']): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError(reasons.tooLarge);
  const overLimit = code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT';
  if (overLimit && reasons.moreThanOne) return new AppError(reasons.moreThanOne);
  // Busboy's own errors (no boundary, truncated body ...) describe a malformed request.
  return new AppError('UPLOAD_MALFORMED');
}
