import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small stand-in for an S3-compatible service, for tests: path-style PUT, HEAD and GET (with one
 * byte range) of objects kept in memory. It does not check signatures; it records each request's
 * Authorization header so a test can see that requests were signed.
 */
export interface FakeS3 {
  endpoint: string;
  objects: Map<string, { body: Buffer; contentType: string }>;
  authorizations: string[];
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startFakeS3(): Promise<FakeS3> {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const authorizations: string[] = [];
  const server: Server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://fake').pathname);
    authorizations.push(String(request.headers.authorization ?? ''));
    if (request.method === 'PUT') {
      objects.set(path, {
        body: await readBody(request),
        contentType: String(request.headers['content-type'] ?? 'application/octet-stream'),
      });
      response.writeHead(200, { etag: '"fake"' }).end();
      return;
    }
    const object = objects.get(path);
    if (!object) {
      response.writeHead(404, { 'content-type': 'application/xml' });
      response.end(
        request.method === 'HEAD'
          ? undefined
          : '<Error><Code>NoSuchKey</Code><Message>none</Message></Error>',
      );
      return;
    }
    const range = /^bytes=(\d+)-(\d+)$/.exec(String(request.headers.range ?? ''));
    const start = range ? Number(range[1]) : 0;
    const end = range ? Math.min(Number(range[2]), object.body.length - 1) : object.body.length - 1;
    response.writeHead(range ? 206 : 200, {
      'content-type': object.contentType,
      'content-length': String(end - start + 1),
      ...(range ? { 'content-range': `bytes ${start}-${end}/${object.body.length}` } : {}),
      etag: '"fake"',
    });
    response.end(request.method === 'HEAD' ? undefined : object.body.subarray(start, end + 1));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    authorizations,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
