import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

const HASHED_ASSET = /[/\\]assets[/\\]/;

/**
 * Serves the built web app from the same port as the API. Hashed assets are cached for a year;
 * everything else is revalidated so a new release is picked up at once.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<boolean> {
  if (!existsSync(join(distDir, 'index.html'))) {
    app.log.warn({ distDir }, 'web app not built: run `npm run build` to serve it');
    return false;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: true,
    index: false,
    cacheControl: false,
    setHeaders(res, path) {
      res.header(
        'cache-control',
        HASHED_ASSET.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  // With `index: false` the static plugin refuses directory paths such as `/`; the router owns them.
  app.get('/', (_request, reply) => sendWebIndex(reply));
  return true;
}

/** Paths the web router owns answer index.html; the router shows its not-found page itself. */
export function sendWebIndex(reply: FastifyReply) {
  return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
}

export const ADMIN_APP_PREFIX = '/admin/';

/**
 * Serves the built operator console under /admin/ (its assets are built with that base). Paths of
 * its router answer its index.html, kept in memory: it is small and changes only with a release.
 * Answers null when the console is not built.
 */
export async function registerAdminApp(app: FastifyInstance, distDir: string): Promise<string | null> {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir }, 'operator console not built: run `npm run build` to serve it');
    return null;
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: ADMIN_APP_PREFIX,
    decorateReply: false,
    wildcard: true,
    index: false,
    cacheControl: false,
    setHeaders(res, path) {
      res.header(
        'cache-control',
        HASHED_ASSET.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.get('/admin', (_request, reply) => reply.redirect(ADMIN_APP_PREFIX));
  app.get(ADMIN_APP_PREFIX, (_request, reply) => sendAdminIndex(reply, indexHtml));
  return indexHtml;
}

export function sendAdminIndex(reply: FastifyReply, indexHtml: string) {
  return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
}
