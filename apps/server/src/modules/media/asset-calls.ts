import {
  mediaAssetAttach,
  mediaAssetAttachSlides,
  mediaAssetDetail,
  mediaAssetList,
  mediaAssetRetry,
} from '@zhixue/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { AppError, registerEndpoint } from '../../platform/http/index.js';
import { setSectionMedia } from '../catalog/index.js';
import { replaceCourseSlides } from '../learning/index.js';
import { pageAssets, presentAsset, readAsset, requeueFailed } from './asset-records.js';
import { sendProcessing } from './process-asset.js';

/**
 * The media library's console calls: list, detail, retry a failed processing, attach a ready video
 * to a section or a ready PDF's pages to a course as its slides. The writes are audited.
 */
export function registerAssetCalls(app: FastifyInstance, { db, jobs, routes }: AppContext): void {
  registerEndpoint(app, routes, mediaAssetList, ({ body }) => pageAssets(db, body));
  registerEndpoint(app, routes, mediaAssetDetail, async ({ body }) =>
    presentAsset(await readAsset(db, body.id)),
  );
  registerEndpoint(app, routes, mediaAssetRetry, async ({ body: { id }, tx, audit, afterCommit }) => {
    const before = presentAsset(await readAsset(tx, id));
    if (!(await requeueFailed(tx, id))) throw new AppError('TRANSCODE_NOT_FAILED');
    const after = presentAsset(await readAsset(tx, id));
    audit({ entity: 'media_asset', entityId: id, before, after });
    afterCommit(() => sendProcessing(jobs, id));
    return after;
  });
  registerEndpoint(app, routes, mediaAssetAttach, async ({ body, tx, audit }) => {
    const asset = await readAsset(tx, body.assetId);
    if (asset.kind !== 'video') throw new AppError('MEDIA_ASSET_NOT_VIDEO');
    const { outputKey, durationSeconds } = readyOutput(asset);
    if (!durationSeconds) throw new AppError('MEDIA_ASSET_NOT_READY');
    const change = await setSectionMedia(tx, body.sectionId, { mediaKey: outputKey, durationSeconds });
    if (!change) throw new AppError('MEDIA_SECTION_NOT_FOUND');
    audit({ entity: 'section', entityId: body.sectionId, ...change });
    return { sectionId: body.sectionId, mediaKey: outputKey };
  });
  registerEndpoint(app, routes, mediaAssetAttachSlides, async ({ body, tx, audit }) => {
    const asset = await readAsset(tx, body.assetId);
    if (asset.kind !== 'slides') throw new AppError('MEDIA_ASSET_NOT_SLIDES');
    const { outputKey, pageCount } = readyOutput(asset);
    if (!pageCount) throw new AppError('MEDIA_ASSET_NOT_READY');
    const replaced = await replaceCourseSlides(tx, body.courseId, { folderKey: outputKey, pageCount });
    if (!replaced) throw new AppError('MEDIA_COURSE_NOT_FOUND');
    audit({
      entity: 'course_slides',
      entityId: body.courseId,
      before: { pages: replaced.pagesBefore },
      after: { pages: pageCount, folderKey: outputKey, assetId: asset.id },
    });
    return { courseId: body.courseId, pages: pageCount };
  });
}

/** The output of an asset whose processing finished; refused while it has none. */
function readyOutput<Asset extends { state: string; outputKey: string | null }>(
  asset: Asset,
): Asset & { outputKey: string } {
  if (asset.state !== 'ready' || !asset.outputKey) throw new AppError('MEDIA_ASSET_NOT_READY');
  return asset as Asset & { outputKey: string };
}
