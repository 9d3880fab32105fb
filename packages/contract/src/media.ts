import { z } from 'zod';
import { operatorEndpoint } from './admin/define.js';
import { Id } from './common.js';
import { PageQuery, pageOf } from './envelope.js';

/**
 * The operator console's media library. Uploads speak the tus protocol at `MEDIA_UPLOADS_PATH`, with
 * the console's cookie and header and the `media.write` permission; the calls below are console
 * endpoints like every other.
 */
export const MEDIA_UPLOADS_PATH = '/api/admin/media/uploads';
/** What uploading needs of the operator's role. */
export const MEDIA_UPLOAD_PERMISSION = 'media.write';
/**
 * What uploading needs of an enterprise admin, whose uploads are its enterprise's videos, never the
 * platform library's (decision 0035).
 */
export const ENT_MEDIA_UPLOAD_PERMISSION = 'enterprise.write';
/**
 * What an upload (a video, or a picture for a cover) needs of the operator making it: an enterprise
 * admin's is their enterprise's work, anyone else's the platform library's.
 */
export const uploadPermissionOf = (operator: { enterpriseId: number | null }) =>
  operator.enterpriseId === null ? MEDIA_UPLOAD_PERMISSION : ENT_MEDIA_UPLOAD_PERMISSION;

/** What an upload is for: a section video (transcoded to HLS), course slides (PDF), a cover image. */
export const MediaKind = z.enum(['video', 'slides', 'image']);
export type MediaKind = z.infer<typeof MediaKind>;

/**
 * `uploading` until the last byte arrives; a video (or a PDF) then waits for (`queued`) and runs
 * (`transcoding`) its processing, ending `ready` or `failed` (retries spent): HLS renditions for a
 * video, page images for a PDF. An image is `stored` once whole and checksummed.
 */
export const MediaState = z.enum(['uploading', 'stored', 'queued', 'transcoding', 'ready', 'failed']);
export type MediaState = z.infer<typeof MediaState>;

export const MediaAsset = z.object({
  id: z.number().int(),
  kind: MediaKind,
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  /** Hex SHA-256 of the stored file, once it is whole. */
  sha256: z.string().nullable(),
  state: MediaState,
  /** Percent of the transcode done (0–100). */
  progress: z.number().int().min(0).max(100),
  durationSeconds: z.number().int().nullable(),
  /** Once ready: a video's HLS master playlist key; the storage folder of a PDF's page images. */
  outputKey: z.string().nullable(),
  /** Pages of a PDF, once turned into images. */
  pageCount: z.number().int().nullable(),
  /** Why the last transcode run failed. */
  failure: z.string().nullable(),
  ownerOperatorId: z.number().int(),
  createdAt: z.string(),
});
export type MediaAsset = z.infer<typeof MediaAsset>;

const MediaAssetRequest = z.object({ id: Id });

/** A page of assets, newest first, optionally of one state. */
export const MediaListRequest = PageQuery.extend({ state: MediaState.optional() });

/** The platform's library: newest first; an enterprise's videos are not in it (decision 0035). */
export const mediaAssetList = operatorEndpoint({
  path: '/api/admin/media/assets/list',
  permission: 'media.read',
  writes: false,
  request: MediaListRequest,
  response: pageOf(MediaAsset),
});

export const mediaAssetDetail = operatorEndpoint({
  path: '/api/admin/media/assets/detail',
  permission: 'media.read',
  writes: false,
  request: MediaAssetRequest,
  response: MediaAsset,
});

/** Queues a failed asset's processing once more. */
export const mediaAssetRetry = operatorEndpoint({
  path: '/api/admin/media/assets/retry',
  permission: 'media.write',
  writes: true,
  request: MediaAssetRequest,
  response: MediaAsset,
});

export const MediaAttachRequest = z.object({ assetId: Id, sectionId: Id });
export const MediaAttachResult = z.object({ sectionId: z.number().int(), mediaKey: z.string() });

/** Plays a ready video in a section: the section's media and duration become the video's. */
export const mediaAssetAttach = operatorEndpoint({
  path: '/api/admin/media/assets/attach',
  permission: 'media.write',
  writes: true,
  request: MediaAttachRequest,
  response: MediaAttachResult,
});

/** Replaces a course's slides (`course/ppt`) with the pages of a processed PDF. */
export const mediaAssetAttachSlides = operatorEndpoint({
  path: '/api/admin/media/assets/attach-slides',
  permission: 'media.write',
  writes: true,
  request: z.object({ assetId: Id, courseId: Id }),
  response: z.object({ courseId: z.number().int(), pages: z.number().int() }),
});

/**
 * The console's picture upload (multipart, one `file`): a cover, banner or lecturer photo, typed by
 * its bytes (PNG, JPEG or WebP) and stored publicly. The answer's `url` is a site path the picture
 * fields take as they are. Needs `media.write`, like the media library's uploads.
 */
export const ADMIN_IMAGE_UPLOAD_PATH = '/api/admin/media/image/upload';
export const ADMIN_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const AdminImageUploadResult = z.object({ url: z.string() });
export type AdminImageUploadResult = z.infer<typeof AdminImageUploadResult>;
