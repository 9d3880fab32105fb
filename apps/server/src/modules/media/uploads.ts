import type { IncomingMessage } from 'node:http';
import { type DataStore, Server as TusServer, type Upload } from '@tus/server';
import { uploadPermissionOf } from '@zhixue/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../platform/db/index.js';
import {
  AppError,
  type AuditRecorder,
  errorBody,
  type Operator,
  type OperatorResolver,
  requirePermittedOperator,
} from '../../platform/http/index.js';
import { createUploadingAsset } from './asset-records.js';
import { isAcceptableFileName, kindOfUpload } from './upload-rules.js';

export interface MediaUploadOptions {
  db: Database;
  basePath: string;
  /** The console's operator sessions: an upload is a console write like any other. */
  resolveOperator: OperatorResolver;
  /** An upload begun is a console write: it leaves its audit row with the asset it created. */
  recordAudit: AuditRecorder;
  maxBytes: number;
  /** Where uploads are written, each under its upload id (the incoming files' store). */
  datastore: DataStore;
  /** Called once the last byte of an upload is stored, before the client hears so. */
  onUploaded(uploadId: string): Promise<void>;
}

const TUS_VERSION = '1.0.0';
/** The methods of tus's core protocol and its creation extension; GET (download) and DELETE are not offered. */
const TUS_METHODS = ['POST', 'HEAD', 'PATCH', 'OPTIONS'] as const;

/** A refusal thrown from a tus hook: tus answers with this status and our error envelope. */
function refusal(reason: 'UPLOAD_METADATA_INVALID' | 'UPLOAD_TYPE_NOT_ALLOWED' | 'UPLOAD_ENT_VIDEO_ONLY') {
  const error = new AppError(reason);
  return { status_code: error.status, body: errorBody(error) };
}

/** tus hands hooks a fetch-style request; the Node request behind it is where the operator was noted. */
function nodeRequestOf(request: unknown): IncomingMessage | undefined {
  return (request as { runtime?: { node?: { req?: IncomingMessage } } }).runtime?.node?.req;
}

/**
 * Resumable uploads (the tus protocol, `@tus/server`) at `basePath`: POST creates an upload, HEAD
 * tells its offset, PATCH appends from that offset, so a dropped connection resumes where the bytes
 * stopped (locally in a file, or in the bucket, where any process continues it). Mounted in a plugin
 * of its own whose only body parser leaves the body unread: tus streams it from the raw request.
 */
export async function registerMediaUploads(app: FastifyInstance, options: MediaUploadOptions): Promise<void> {
  const { db, basePath, resolveOperator, recordAudit, maxBytes, datastore, onUploaded } = options;
  const uploaders = new WeakMap<IncomingMessage, Operator>();
  const tus = new TusServer({
    path: basePath,
    datastore,
    maxSize: maxBytes,
    relativeLocation: true,
    // The console is served by this server: no other origin uploads.
    allowedOrigins: [],
    async onUploadCreate(request, upload: Upload) {
      const uploader = uploaders.get(nodeRequestOf(request) as IncomingMessage);
      if (uploader === undefined) throw new Error('upload created without an operator check');
      const fileName = upload.metadata?.filename ?? '';
      const contentType = upload.metadata?.filetype ?? '';
      if (upload.size === undefined || !isAcceptableFileName(fileName) || contentType === '') {
        throw refusal('UPLOAD_METADATA_INVALID');
      }
      const kind = kindOfUpload(contentType);
      if (!kind) throw refusal('UPLOAD_TYPE_NOT_ALLOWED');
      // Who uploads decides whose file it is (decision 0035): an enterprise admin's upload is its
      // enterprise's (`enterprise.write`, videos only), anyone else's the platform library's.
      const entId = uploader.enterpriseId;
      if (entId !== null && kind !== 'video') throw refusal('UPLOAD_ENT_VIDEO_ONLY');
      const asset = { kind, fileName, contentType, sizeBytes: upload.size, entId };
      await db.transaction(async (tx) => {
        const id = await createUploadingAsset(tx, {
          ...asset,
          uploadId: upload.id,
          ownerOperatorId: uploader.id,
        });
        await recordAudit(tx, uploader, basePath, [
          { entity: 'media_asset', entityId: id, before: null, after: { id, ...asset } },
        ]);
      });
      return {};
    },
    async onUploadFinish(_request, upload: Upload) {
      await onUploaded(upload.id);
      return {};
    },
    onResponseError(request, error) {
      if (!('status_code' in error) || error.status_code >= 500) {
        app.log.error({ err: error, url: request.url }, 'upload request failed');
      }
      return undefined;
    },
  });

  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'OPTIONS') {
      try {
        uploaders.set(
          request.raw,
          await requirePermittedOperator(resolveOperator, request, uploadPermissionOf),
        );
      } catch (refused) {
        reply.header('tus-resumable', TUS_VERSION);
        throw refused;
      }
    }
    reply.hijack();
    try {
      await tus.handle(request.raw, reply.raw);
    } catch (error) {
      // The client went away while the answer was being written: nothing is left to tell it.
      request.log.warn({ err: error }, 'upload answer not delivered');
      reply.raw.destroy();
    }
  };

  await app.register(async (uploads) => {
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser('*', (_request, _payload, done) => done(null));
    for (const url of [basePath, `${basePath}/:uploadId`]) {
      uploads.route({ method: [...TUS_METHODS], url, handler: handle });
    }
  });
}
