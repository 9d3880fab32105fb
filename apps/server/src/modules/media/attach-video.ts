import type { Database } from '../../platform/db/index.js';
import { AppError, type AuditChange } from '../../platform/http/index.js';
import { type CourseScope, setSectionMedia } from '../catalog/index.js';
import type { AssetRow } from './asset-records.js';

/**
 * A ready video (read by its owner's rule) plays in a section of the courses `scope` holds: the
 * section's media and duration become the video's. A section outside the scope is not found.
 */
export async function attachVideo(
  tx: Database,
  asset: AssetRow,
  sectionId: number,
  audit: (change: AuditChange) => void,
  scope?: CourseScope,
): Promise<{ sectionId: number; mediaKey: string }> {
  if (asset.kind !== 'video') throw new AppError('MEDIA_ASSET_NOT_VIDEO');
  const { outputKey, durationSeconds } = readyOutput(asset);
  if (!durationSeconds) throw new AppError('MEDIA_ASSET_NOT_READY');
  const change = await setSectionMedia(tx, sectionId, { mediaKey: outputKey, durationSeconds }, scope);
  if (!change) throw new AppError('MEDIA_SECTION_NOT_FOUND');
  audit({ entity: 'section', entityId: sectionId, ...change });
  return { sectionId, mediaKey: outputKey };
}

/** The output of an asset whose processing finished; refused while it has none. */
export function readyOutput<Asset extends { state: string; outputKey: string | null }>(
  asset: Asset,
): Asset & { outputKey: string } {
  if (asset.state !== 'ready' || !asset.outputKey) throw new AppError('MEDIA_ASSET_NOT_READY');
  return asset as Asset & { outputKey: string };
}
