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
import { replaceCourseSlides } from '../learning/index.js';
import { PLATFORM, pageAssets, presentAsset, readAsset, requeueFailed } from './asset-records.js';
import { attachVideo, readyOutput } from './attach-video.js';
import { sendProcessing } from './process-asset.js';

/**
 * The media library's console calls: list, detail, retry a failed processing, attach a ready video
 * to a section or a ready PDF's pages to a course as its slides. The writes are audited. They see
 * the platform's files only: an enterprise's videos are its own console's (decision 0035), and
 * attaching one to a main-site course here would publish it.
 */
export function registerAssetCalls(app: FastifyInstance, { db, jobs, routes }: AppContext): void {
  registerEndpoint(app, routes, mediaAssetList, ({ body }) => pageAssets(db, PLATFORM, body));
  registerEndpoint(app, routes, mediaAssetDetail, async ({ body }) =>
    presentAsset(await readAsset(db, body.id, PLATFORM)),
  );
  registerEndpoint(app, routes, mediaAssetRetry, async ({ body: { id }, tx, audit }) => {
    const before = presentAsset(await readAsset(tx, id, PLATFORM));
    if (!(await requeueFailed(tx, id))) throw new AppError('TRANSCODE_NOT_FAILED');
    const after = presentAsset(await readAsset(tx, id, PLATFORM));
    audit({ entity: 'media_asset', entityId: id, before, after });
    await sendProcessing(jobs, id, tx);
    return after;
  });
  registerEndpoint(app, routes, mediaAssetAttach, async ({ body, tx, audit }) =>
    attachVideo(tx, await readAsset(tx, body.assetId, PLATFORM), body.sectionId, audit),
  );
  registerEndpoint(app, routes, mediaAssetAttachSlides, async ({ body, tx, audit }) => {
    const asset = await readAsset(tx, body.assetId, PLATFORM);
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
