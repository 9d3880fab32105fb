import {
  COURSEWORK_ATTACHMENT_MAX_BYTES,
  COURSEWORK_IMAGE_MAX_BYTES,
  type CourseworkFileKind,
  CourseworkFileUploadResult,
  courseworkFileUploadPath,
} from '@zhixue/contract';
import type { FastifyInstance } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/http/index.js';
import { learnerUploader, registerSessionUpload } from '../../platform/session-upload.js';
import { type FileLinks, newFileKey, presentFile } from './coursework-files.js';
import * as tables from './tables.js';

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

/**
 * `POST /api/front/coursework/file/upload` (multipart, one `file`): the type checked by content and the
 * size by kind, stored privately. The file belongs to the uploader until a submission names it.
 */
export function registerFileUpload(app: FastifyInstance, context: AppContext, links: FileLinks): void {
  registerSessionUpload(app, context, {
    path: courseworkFileUploadPath,
    uploader: learnerUploader(context.routes.resolveSession),
    maxBytes: COURSEWORK_ATTACHMENT_MAX_BYTES,
    perHour: 60,
    limitKey: 'coursework-upload',
    reasons: {
      tooFrequent: 'COURSEWORK_UPLOAD_TOO_FREQUENT',
      tooLarge: 'COURSEWORK_FILE_TOO_LARGE',
      missing: 'COURSEWORK_FILE_MISSING',
    },
    async accept({ uploader: session, bytes, filename }) {
      const detected = await fileTypeFromBuffer(bytes);
      const kind = detected ? ACCEPTED[detected.mime] : undefined;
      if (!detected || !kind) throw new AppError('COURSEWORK_FILE_TYPE_UNSUPPORTED');
      if (bytes.length > MAX_BYTES[kind]) throw new AppError('COURSEWORK_FILE_TOO_LARGE');
      const key = newFileKey(session.userId, detected.ext);
      await links.storage.put(key, bytes, detected.mime);
      const [file] = await context.db
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
      return CourseworkFileUploadResult.parse(presentFile(links.signingSecret, file));
    },
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
