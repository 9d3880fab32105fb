import { existsSync } from 'node:fs';
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
