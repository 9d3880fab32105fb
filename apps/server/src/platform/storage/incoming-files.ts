import type { DataStore } from '@tus/server';

/**
 * Files that arrive to be processed by a job: resumable (tus) uploads, and live recordings. Each is
 * named by its upload id, a relative path (`<tus id>`, `live/<stream>/<file>.flv`). With one
 * process they are files of its `DATA_DIR/incoming`; with several, objects of the bucket under
 * `incoming/`, so that whichever process takes a request or a job finds them (decision 0039).
 */
export interface IncomingFiles {
  /** Where tus keeps uploads in progress, and puts each finished one under its upload id. */
  readonly uploadStore: DataStore;
  /**
   * This process's folder a file arriving outside tus (a recording) is written into, at its upload
   * id, before `keep` makes it an incoming file.
   */
  readonly arrivalFolder: string;
  /** The file written at `arrivalFolder/<uploadId>` becomes an incoming file every process can open. */
  keep(uploadId: string): Promise<void>;
  /** Stores a small file a job writes (a join list). */
  writeText(uploadId: string, text: string): Promise<void>;
  /** A small incoming file's text (a join list). */
  readText(uploadId: string): Promise<string>;
  /**
   * Lends `use` a local folder holding each of `uploadIds` at `folder/<uploadId>`, as ffmpeg needs
   * files (and follows a join list's paths relative to it). Fetched copies are removed afterwards.
   * Throws `IncomingFileMissingError` when one of them is not there.
   */
  withLocalFiles<T>(uploadIds: readonly string[], use: (folder: string) => Promise<T>): Promise<T>;
}

/** A job's file is not among the incoming files: it never arrived there, or it was removed. */
export class IncomingFileMissingError extends Error {
  constructor(readonly uploadId: string) {
    super(
      `uploaded file ${uploadId} not found in the incoming storage (it never arrived there, or was removed)`,
    );
    this.name = 'IncomingFileMissingError';
  }
}

/**
 * Upload ids come from our own records (tus's random ids, the recordings' paths); one that could
 * leave the folder or the prefix (`..`, an absolute path) is a bug: fail loudly.
 */
export function assertUploadId(uploadId: string): void {
  const segments = uploadId.split('/');
  if (
    uploadId.includes('\\') ||
    segments.some((segment) => segment === '' || segment === '.' || segment === '..')
  ) {
    throw new Error(`unsafe upload id: ${JSON.stringify(uploadId)}`);
  }
}
