import { eq } from 'drizzle-orm';
import { type Database, tables } from '../../platform/db/index.js';

const { sections } = tables;

/**
 * Points a section at a media file (a video or an HLS master playlist) and sets its duration to the
 * file's, which progress and completion are measured against. False when there is no such section.
 */
export async function setSectionMedia(
  db: Database,
  sectionId: number,
  media: { mediaKey: string; durationSeconds: number },
): Promise<boolean> {
  const rows = await db
    .update(sections)
    .set(media)
    .where(eq(sections.id, sectionId))
    .returning({ id: sections.id });
  return rows.length > 0;
}
