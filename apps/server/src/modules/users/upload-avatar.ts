import { AVATAR_MAX_BYTES, AvatarUploadResult, userAvatarUploadPath } from '@zhixue/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/http/index.js';
import { learnerUploader, registerSessionUpload } from '../../platform/session-upload.js';
import { detectImageType, type ObjectStorage } from '../../platform/storage/index.js';
import { newAvatarKey } from './avatar-keys.js';

/** `POST /api/front/user/avatar/upload`: one picture, typed by its bytes, stored under a fresh key. */
export function registerAvatarUpload(
  app: FastifyInstance,
  context: AppContext,
  storage: ObjectStorage,
): void {
  registerSessionUpload(app, context, {
    path: userAvatarUploadPath,
    uploader: learnerUploader(context.routes.resolveSession),
    maxBytes: AVATAR_MAX_BYTES,
    perHour: 20,
    limitKey: 'avatar',
    reasons: {
      tooFrequent: 'AVATAR_UPLOAD_TOO_FREQUENT',
      tooLarge: 'AVATAR_TOO_LARGE',
      missing: 'AVATAR_MISSING',
      moreThanOne: 'AVATAR_MORE_THAN_ONE',
    },
    async accept({ uploader: session, bytes }) {
      const type = detectImageType(bytes);
      if (!type) throw new AppError('AVATAR_TYPE_UNSUPPORTED');
      const key = newAvatarKey(session.userId, type);
      await storage.put(key, bytes, type.contentType);
      return AvatarUploadResult.parse({ url: storage.publicUrl(key) });
    },
  });
}
