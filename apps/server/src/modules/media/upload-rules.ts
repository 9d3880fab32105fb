import type { MediaKind } from '@zhixue/contract';
import { hasInvalidText } from '../../platform/http/index.js';

/**
 * What the media library takes, by the type the uploader declares (tus `Upload-Metadata` `filetype`):
 * section videos, slides as one PDF, cover images. The type only decides what is done with the file
 * next; ffprobe, not this declaration, decides whether a video can be transcoded.
 */
const KINDS_BY_TYPE: Record<string, MediaKind> = {
  'video/mp4': 'video',
  'video/quicktime': 'video',
  'video/x-matroska': 'video',
  'video/webm': 'video',
  'application/pdf': 'slides',
  'image/jpeg': 'image',
  'image/png': 'image',
  'image/webp': 'image',
};

export function kindOfUpload(contentType: string): MediaKind | null {
  return Object.hasOwn(KINDS_BY_TYPE, contentType) ? (KINDS_BY_TYPE[contentType] ?? null) : null;
}

const FILE_NAME_MAX = 200;
// Path separators make a name that misleads in a listing or a download.
const PATH_SEPARATOR = /[/\\]/;

/** A file name as shown in the library: the uploader's own, when it is a plain name. */
export function isAcceptableFileName(name: string): boolean {
  return (
    name.trim() !== '' && name.length <= FILE_NAME_MAX && !PATH_SEPARATOR.test(name) && !hasInvalidText(name)
  );
}
