import { randomBytes } from 'node:crypto';
import {
  ADMIN_IMAGE_MAX_BYTES,
  ADMIN_IMAGE_UPLOAD_PATH,
  AdminImageUploadResult,
  uploadPermissionOf,
} from '@zhixue/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/http/index.js';
import { operatorUploader, registerSessionUpload } from '../../platform/session-upload.js';
import { detectImageType, type ObjectStorage } from '../../platform/storage/index.js';

/**
 * `POST /api/admin/media/image/upload`: a cover, banner or lecturer photo from the console, typed by
 * its bytes and stored publicly under a fresh key (`images/<32 hex>.<ext>`), never a name the caller
 * chose. The audit row names the stored picture and who put it there; the picture shows on the site
 * only once a course, banner or lecturer is saved with its address.
 */
export function registerImageUpload(app: FastifyInstance, context: AppContext, uploads: ObjectStorage): void {
  registerSessionUpload(app, context, {
    path: ADMIN_IMAGE_UPLOAD_PATH,
    // An enterprise admin's covers (private courses, topics) too: a picture is public under a key
    // nobody chose, and shows only where a saved course or topic names it.
    uploader: operatorUploader(context.routes.resolveOperator, uploadPermissionOf),
    maxBytes: ADMIN_IMAGE_MAX_BYTES,
    perHour: 200,
    limitKey: 'console-image',
    reasons: {
      tooFrequent: 'IMAGE_UPLOAD_TOO_FREQUENT',
      tooLarge: 'IMAGE_TOO_LARGE',
      missing: 'IMAGE_MISSING',
      moreThanOne: 'IMAGE_MORE_THAN_ONE',
    },
    async accept({ uploader: operator, bytes }) {
      const type = detectImageType(bytes);
      if (!type) throw new AppError('IMAGE_TYPE_UNSUPPORTED');
      const key = `images/${randomBytes(16).toString('hex')}.${type.extension}`;
      await uploads.put(key, bytes, type.contentType);
      const url = uploads.publicUrl(key);
      await context.db.transaction((tx) =>
        context.routes.recordAudit(tx, operator, ADMIN_IMAGE_UPLOAD_PATH, [
          {
            entity: 'image',
            entityId: key,
            before: null,
            after: { url, contentType: type.contentType, size: bytes.length },
          },
        ]),
      );
      return AdminImageUploadResult.parse({ url });
    },
  });
}
