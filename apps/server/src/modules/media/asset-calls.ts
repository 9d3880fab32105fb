import {
  MEDIA_ASSET_PATHS,
  MediaAssetListRequest,
  MediaAssetRequest,
  MediaAttachRequest,
  MediaAttachSlidesRequest,
} from '@zhixue/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../platform/db/index.js';
import { AppError, parseRequestBody, successBody } from '../../platform/http/index.js';
import type { Jobs } from '../../platform/jobs/index.js';
import { setSectionMedia } from '../catalog/index.js';
import { replaceCourseSlides } from '../learning/index.js';
import { pageAssets, presentAsset, readAsset, requeueFailed } from './asset-records.js';
import { sendProcessing } from './process-asset.js';
import type { OperatorCheck } from './uploads.js';

/**
 * One console call: the operator check first, then the body validated once against the contract's
 * schema, then the work; the answer in the usual envelope. (The route recipe has no operator access
 * kind yet; when the console brings one, these become contract endpoints.)
 */
function registerOperatorCall<S extends z.ZodTypeAny>(
  app: FastifyInstance,
  authorize: OperatorCheck,
  path: string,
  schema: S,
  work: (body: z.output<S>) => Promise<unknown>,
): void {
  const checkOperator = async (request: FastifyRequest) => {
    if (!(await authorize(request))) throw new AppError('OPERATOR_NOT_SIGNED_IN');
  };
  app.post(path, { onRequest: checkOperator }, async (request, reply) => {
    const body = parseRequestBody(schema, request.body ?? undefined);
    reply.type('application/json; charset=utf-8');
    return reply.send(successBody(await work(body)));
  });
}

/**
 * The media library's calls: list, detail, retry a failed processing, attach a ready video to a
 * section or a ready PDF's pages to a course as its slides.
 */
export function registerAssetCalls(
  app: FastifyInstance,
  { db, jobs, authorize }: { db: Database; jobs: Jobs; authorize: OperatorCheck },
): void {
  registerOperatorCall(app, authorize, MEDIA_ASSET_PATHS.list, MediaAssetListRequest, (body) =>
    pageAssets(db, body),
  );
  registerOperatorCall(app, authorize, MEDIA_ASSET_PATHS.detail, MediaAssetRequest, async ({ id }) =>
    presentAsset(await readAsset(db, id)),
  );
  registerOperatorCall(app, authorize, MEDIA_ASSET_PATHS.retry, MediaAssetRequest, async ({ id }) => {
    await readAsset(db, id);
    if (!(await requeueFailed(db, id))) throw new AppError('TRANSCODE_NOT_FAILED');
    await sendProcessing(jobs, id);
    return presentAsset(await readAsset(db, id));
  });
  registerOperatorCall(app, authorize, MEDIA_ASSET_PATHS.attach, MediaAttachRequest, async (body) => {
    const asset = await readAsset(db, body.assetId);
    if (asset.kind !== 'video') throw new AppError('MEDIA_ASSET_NOT_VIDEO');
    const { outputKey, durationSeconds } = readyOutput(asset);
    if (!durationSeconds) throw new AppError('MEDIA_ASSET_NOT_READY');
    if (!(await setSectionMedia(db, body.sectionId, { mediaKey: outputKey, durationSeconds }))) {
      throw new AppError('MEDIA_SECTION_NOT_FOUND');
    }
    return { sectionId: body.sectionId, mediaKey: outputKey };
  });
  registerOperatorCall(
    app,
    authorize,
    MEDIA_ASSET_PATHS.attachSlides,
    MediaAttachSlidesRequest,
    async (body) => {
      const asset = await readAsset(db, body.assetId);
      if (asset.kind !== 'slides') throw new AppError('MEDIA_ASSET_NOT_SLIDES');
      const { outputKey, pageCount } = readyOutput(asset);
      if (!pageCount) throw new AppError('MEDIA_ASSET_NOT_READY');
      if (!(await replaceCourseSlides(db, body.courseId, { folderKey: outputKey, pageCount }))) {
        throw new AppError('MEDIA_COURSE_NOT_FOUND');
      }
      return { courseId: body.courseId, pages: pageCount };
    },
  );
}

/** The output of an asset whose processing finished; refused while it has none. */
function readyOutput<Asset extends { state: string; outputKey: string | null }>(
  asset: Asset,
): Asset & { outputKey: string } {
  if (asset.state !== 'ready' || !asset.outputKey) throw new AppError('MEDIA_ASSET_NOT_READY');
  return asset as Asset & { outputKey: string };
}
