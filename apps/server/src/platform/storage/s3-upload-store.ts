import { Readable } from 'node:stream';
import { S3Store, type Options as S3StoreOptions } from '@tus/s3-store';
import { Upload } from '@tus/server';

/**
 * A part other than the last must be at least 5 MiB on S3 (and on most compatible services). A
 * PATCH that ends short of that keeps its bytes as an incomplete part (`<id>.part`), which the
 * next PATCH, on whichever process, takes up. Uploads go in 8 MiB parts (@tus/s3-store's
 * preference), fewer than S3's 10,000 parts up to 80 GiB, far above MEDIA_UPLOAD_MAX_BYTES.
 */
const MIN_PART_BYTES = 5 * 1024 * 1024;
const PART_BYTES = 8 * 1024 * 1024;

/**
 * @tus/s3-store keeps an upload under its bare id at the bucket's root (`<id>`, `<id>.info`,
 * `<id>.part`); this store keeps it under a prefix, so that uploads in progress share the bucket
 * with `uploads/` and `media/`. tus and its hooks still see the bare id. Every process reads an
 * upload's state from the bucket (its in-memory cache holds only what never changes: the
 * multipart upload's id and the declared size), so any process continues any upload.
 */
class PrefixedS3Store extends S3Store {
  constructor(
    options: S3StoreOptions,
    private readonly prefix: string,
  ) {
    super(options);
  }

  override async create(upload: Upload): Promise<Upload> {
    const key = this.prefix + upload.id;
    await super.create(new Upload({ ...upload, id: key }));
    // An empty upload gets no PATCH: its (empty) object is completed now, as the file store makes
    // an empty file, so that a job finds it.
    if (upload.size === 0) await super.write(Readable.from([]), key, 0);
    return upload;
  }

  override async getUpload(id: string): Promise<Upload> {
    const stored = await super.getUpload(this.prefix + id);
    return new Upload({ ...stored, id });
  }

  override write(stream: Readable, id: string, offset: number): Promise<number> {
    return super.write(stream, this.prefix + id, offset);
  }

  override remove(id: string): Promise<void> {
    return super.remove(this.prefix + id);
  }

  override declareUploadLength(id: string, length: number): Promise<void> {
    return super.declareUploadLength(this.prefix + id, length);
  }

  override read(id: string): Promise<Readable> {
    return super.read(this.prefix + id);
  }
}

export function createS3UploadStore(
  s3ClientConfig: S3StoreOptions['s3ClientConfig'],
  prefix: string,
): S3Store {
  return new PrefixedS3Store({ s3ClientConfig, partSize: PART_BYTES, minPartSize: MIN_PART_BYTES }, prefix);
}
