import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../../../test/s3-server.js';
import { IncomingFileMissingError, type IncomingFiles } from './incoming-files.js';
import { createLocalIncomingFiles } from './local-incoming-files.js';
import { createS3IncomingFiles } from './s3-incoming-files.js';
import { createS3Client, s3ClientConfig } from './s3-storage.js';

let s3: TestS3Server;
let root: string;
beforeAll(async () => {
  s3 = await startS3Server();
  root = await mkdtemp(join(tmpdir(), 'zhixue-incoming-test-'));
});
afterAll(async () => {
  await s3.stop();
  await rm(root, { recursive: true, force: true });
});

const makers: Record<string, () => Promise<IncomingFiles>> = {
  'the local folder': async () => createLocalIncomingFiles(await mkdtemp(join(root, 'local-'))),
  'the bucket': async () =>
    createS3IncomingFiles({
      client: createS3Client(s3.settings),
      clientConfig: s3ClientConfig(s3.settings),
      bucket: s3.settings.bucket,
      arrivalFolder: await mkdtemp(join(root, 'arrivals-')),
    }),
};

describe.each(Object.entries(makers))('incoming files in %s', (_where, make) => {
  let incoming: IncomingFiles;
  beforeAll(async () => {
    incoming = await make();
  });

  const arrive = async (uploadId: string, text: string) => {
    const path = join(incoming.arrivalFolder, uploadId);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, text);
    await incoming.keep(uploadId);
  };

  it('lends every file asked for at its upload id in one folder', async () => {
    await arrive('live/s1/part-1.flv', 'one');
    await arrive('live/s1/part-2.flv', 'two');
    await incoming.writeText('live/s1/replay.ffconcat', 'list');
    expect(await incoming.readText('live/s1/replay.ffconcat')).toBe('list');
    let lent = '';
    const read = await incoming.withLocalFiles(
      ['live/s1/replay.ffconcat', 'live/s1/part-1.flv', 'live/s1/part-2.flv'],
      async (folder) => {
        lent = folder;
        return Promise.all(
          ['part-1.flv', 'part-2.flv'].map((name) => readFile(join(folder, 'live/s1', name), 'utf8')),
        );
      },
    );
    expect(read).toEqual(['one', 'two']);
    // A fetched copy is removed after use; files in place stay.
    expect(existsSync(join(lent, 'live/s1/part-1.flv'))).toBe(lent === incoming.arrivalFolder);
  });

  it('tells a missing file by its upload id, and refuses ids that leave the folder', async () => {
    await expect(incoming.withLocalFiles(['never-arrived'], async () => 'used')).rejects.toThrow(
      new IncomingFileMissingError('never-arrived'),
    );
    await expect(incoming.readText('never-arrived.ffconcat')).rejects.toBeInstanceOf(
      IncomingFileMissingError,
    );
    await expect(incoming.withLocalFiles(['../escape'], async () => 'used')).rejects.toThrow(
      /unsafe upload id/,
    );
  });
});

it('moves a kept recording into the bucket, leaving nothing on this disk', async () => {
  const incoming = await makers['the bucket']?.();
  if (!incoming) throw new Error('no bucket maker');
  const path = join(incoming.arrivalFolder, 'live/s2/oss-1-2.flv');
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, 'recorded');
  await incoming.keep('live/s2/oss-1-2.flv');
  expect(existsSync(path)).toBe(false);
  expect((await s3.head('incoming/live/s2/oss-1-2.flv'))?.ContentLength).toBe(8);
});
