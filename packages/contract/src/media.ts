import { z } from 'zod';
import { Id } from './common.js';
import { PageQuery, pageOf } from './envelope.js';

/**
 * The operator console's media library. Uploads speak the tus protocol at `MEDIA_UPLOADS_PATH`; the
 * calls below are JSON posts like every other call. They are guarded by the console's operator check,
 * which the route recipe has no access kind for yet, so they are schemas here and not endpoints.
 */
export const MEDIA_UPLOADS_PATH = '/api/admin/media/uploads';
export const MEDIA_ASSET_PATHS = {
  list: '/api/admin/media/assets/list',
  detail: '/api/admin/media/assets/detail',
  retry: '/api/admin/media/assets/retry',
  attach: '/api/admin/media/assets/attach',
  attachSlides: '/api/admin/media/assets/attach-slides',
} as const;

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

export const MediaAssetListRequest = PageQuery.extend({ state: MediaState.optional() });
export const MediaAssetListResponse = pageOf(MediaAsset);
export const MediaAssetRequest = z.object({ id: Id });
export const MediaAttachRequest = z.object({ assetId: Id, sectionId: Id });
export const MediaAttachResponse = z.object({ sectionId: z.number().int(), mediaKey: z.string() });
/** Replaces a course's slides (`course/ppt`) with the pages of a processed PDF. */
export const MediaAttachSlidesRequest = z.object({ assetId: Id, courseId: Id });
export const MediaAttachSlidesResponse = z.object({ courseId: z.number().int(), pages: z.number().int() });
