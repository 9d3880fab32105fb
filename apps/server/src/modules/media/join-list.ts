import { posix } from 'node:path';

/**
 * A join list: several recorded files read as one video (a live recorded in parts), in ffmpeg's
 * concat format, itself an incoming file. Each part is named by its path relative to the list
 * (upload ids are relative paths too), so the list works wherever the incoming files are laid out:
 * in the upload folder, or in a job's work folder of copies fetched from the bucket.
 */
export interface JoinedPart {
  uploadId: string;
  /** The concat demuxer needs each file's duration to tell the whole length. */
  durationSeconds: number;
}

/** A path in the concat format's quoting: inside single quotes, a quote is written '\''. */
const quoted = (path: string) => `'${path.replaceAll("'", "'\\''")}'`;
const unquoted = (text: string) => text.slice(1, -1).replaceAll("'\\''", "'");

export function joinListText(listUploadId: string, parts: readonly JoinedPart[]): string {
  const lines = parts.flatMap((part) => [
    `file ${quoted(posix.relative(posix.dirname(listUploadId), part.uploadId))}`,
    `duration ${part.durationSeconds.toFixed(3)}`,
  ]);
  return ['ffconcat version 1.0', ...lines, ''].join('\n');
}

/** The upload ids of the parts a join list names, as `joinListText` wrote them. */
export function partsOfJoinList(listUploadId: string, text: string): string[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith('file '))
    .map((line) => posix.join(posix.dirname(listUploadId), unquoted(line.slice('file '.length))));
}
