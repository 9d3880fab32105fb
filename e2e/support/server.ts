import { inject } from 'vitest';

/**
 * The address of this journey worker's server (support/global-setup.ts starts one per worker):
 * Vitest numbers its workers from 1 (VITEST_POOL_ID), and a worker runs one file at a time.
 */
export function journeyServerUrl(): string {
  const urls = inject('baseUrls');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  const url = urls[(worker - 1) % urls.length];
  if (!url) throw new Error('e2e: no server was started for the journeys');
  return url;
}
