import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/index.js';

/**
 * Serves the local-disk storage folder at its URL prefix (`/uploads/`). Keys are random, so a file
 * never changes and may be cached for a year. `nosniff` and a sandboxing policy keep a stored file
 * from ever running as a page, whatever it contains.
 */
export async function serveUploads(app: FastifyInstance, root: string, urlPrefix: string): Promise<void> {
  await app.register(
    async (scope) => {
      await scope.register(fastifyStatic, {
        root,
        prefix: '/',
        // The web app's registration owns `reply.sendFile`; this one must not decorate it again.
        decorateReply: false,
        index: false,
        list: false,
        redirect: false,
        dotfiles: 'ignore',
        cacheControl: false,
        setHeaders(reply) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
          reply.header('x-content-type-options', 'nosniff');
          reply.header('content-security-policy', "default-src 'none'; sandbox");
        },
      });
      // A missing upload is a 404, not the web app's index page.
      scope.setNotFoundHandler(notFound);
    },
    { prefix: urlPrefix.replace(/\/$/, '') },
  );
}
