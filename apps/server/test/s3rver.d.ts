/** The part of s3rver's API the tests use (the package ships no types). */
declare module 's3rver' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface S3rverOptions {
    /** Where buckets and objects are kept. */
    directory: string;
    silent?: boolean;
    configureBuckets?: Array<{ name: string; configs: Array<string | Buffer> }>;
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    /** Creates the configured buckets without going through the S3 API. */
    configureBuckets(): Promise<void>;
    /** The request handler, for a server of the caller's own. */
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
  }
}
