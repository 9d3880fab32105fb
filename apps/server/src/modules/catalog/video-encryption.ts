import { and, eq, inArray, like, ne, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import * as tables from './tables.js';

const { courses, sections } = tables;

/**
 * The sections a course's `videoEncryption` names (decision 0053): every one with `all`; with `paid`
 * (the default) the sections one must pay for: not trial sections, not in a free course nor in a
 * youke course (free trial courses). Written over `sections` joined to its course.
 */
const encryptedSection: SQL = or(
  eq(courses.videoEncryption, 'all'),
  and(
    eq(courses.videoEncryption, 'paid'),
    eq(sections.trial, 0),
    ne(courses.charge, 0),
    ne(courses.channel, 'youke'),
  ),
) as SQL;

const playsMp4 = like(sections.mediaKey, '%.mp4');

/** The MP4 files that sections to be encrypted still play (of one course, or of all), each once. */
export async function mp4KeysToEncrypt(db: Database, courseId?: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ mediaKey: sections.mediaKey })
    .from(sections)
    .innerJoin(courses, eq(courses.id, sections.courseId))
    .where(and(playsMp4, encryptedSection, courseId === undefined ? undefined : eq(courses.id, courseId)));
  return rows.flatMap((row) => (row.mediaKey ? [row.mediaKey] : []));
}

/**
 * Every section to be encrypted that plays `mp4Key` plays `playlistKey` from now on (its duration
 * stays: the playlist is the same video). Answers how many sections changed.
 */
export async function playEncryptedFrom(db: Database, mp4Key: string, playlistKey: string): Promise<number> {
  const named = await db
    .select({ id: sections.id })
    .from(sections)
    .innerJoin(courses, eq(courses.id, sections.courseId))
    .where(and(eq(sections.mediaKey, mp4Key), encryptedSection));
  if (named.length === 0) return 0;
  const changed = await db
    .update(sections)
    .set({ mediaKey: playlistKey })
    // Still playing the MP4: a section given other media meanwhile keeps it.
    .where(
      and(
        inArray(
          sections.id,
          named.map((row) => row.id),
        ),
        eq(sections.mediaKey, mp4Key),
      ),
    )
    .returning({ id: sections.id });
  return changed.length;
}
